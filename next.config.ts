import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { originOf, securityHeaders } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Images are optimized only from the agency's hosts: IMAGE_HOSTS, else the
// hosts of the two API URLs (the agency API serves its own media).
function imageHosts(): URL[] {
  const listed = process.env.IMAGE_HOSTS?.split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const sources = listed?.length
    ? listed
    : [
        process.env.MAIN_API_URL ?? 'http://127.0.0.1:4000',
        process.env.PANEL_API_URL ?? 'http://127.0.0.1:4000',
      ];
  return sources.map((source) => new URL(source.includes('://') ? source : `https://${source}`));
}

const hosts = imageHosts();
const loopback = hosts.some((url) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname));

const thirdPartyScripts = [process.env.MAPS_SCRIPT_URL, process.env.REVIEWS_WIDGET_URL]
  .map(originOf)
  .filter((origin): origin is string => origin !== null);

const headers = securityHeaders({
  // Any port of the image hosts, as remotePatterns allow.
  imageOrigins: hosts.map((url) => `${url.protocol}//${url.hostname}:*`),
  scriptOrigins: thirdPartyScripts,
  development: process.env.NODE_ENV !== 'production',
  https: (process.env.SITE_URL ?? '').startsWith('https://'),
});

const nextConfig: NextConfig = {
  // A private copy of the build for test servers whose page cache must not
  // mix with the main one's (tests/e2e/support/stack.ts).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  async headers() {
    return [{ source: '/:path*', headers }];
  },
  reactStrictMode: true,
  productionBrowserSourceMaps: false,
  images: {
    // Any port of an allowed host: the agency API's port differs between runs.
    remotePatterns: hosts.map((url) => ({
      protocol: url.protocol.replace(':', '') as 'http' | 'https',
      hostname: url.hostname,
    })),
    // The reference agency API runs on this machine; real APIs never do.
    dangerouslyAllowLocalIP: loopback,
    deviceSizes: [390, 650, 828, 1080, 1280, 1920],
    imageSizes: [160, 240, 320, 480],
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 86400,
  },
  // The agency API lives in its own workspace; keep it out of the site's build.
  outputFileTracingExcludes: { '*': ['agency-api/**'] },
};

export default withNextIntl(nextConfig);
