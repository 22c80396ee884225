import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { FORM_BODY_BYTES } from '@agency/rules/limits';
import { ICON_POLICY, originOf, securityHeaders } from './lib/security/headers';
import { imageSources, servesFromLoopback } from './lib/security/image-sources';

/** More than one network chunk (Node reads at most 64 KB at a time). */
const PROXY_COPY_SLACK_BYTES = 1024 * 1024;

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // The catalogues are compiled when the site is built: the browser gets
    // messages it can format without the ICU parser (about 10 KB gzip less
    // on every page that translates in a client component).
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

// Images are optimized only from the agency's media folder (see image-sources.ts).
const sources = imageSources(process.env);

const thirdPartyScripts = [process.env.MAPS_SCRIPT_URL, process.env.REVIEWS_WIDGET_URL]
  .map(originOf)
  .filter((origin): origin is string => origin !== null);

const headers = securityHeaders({
  // The policy is fixed when the site is built, while the agency API's port may
  // differ between runs of one build: any port of the image hosts. What the
  // optimizer fetches is narrowed to the exact origin and path at start.
  imageOrigins: sources.map((source) => `${source.protocol}://${source.hostname}:*`),
  scriptOrigins: thirdPartyScripts,
  development: process.env.NODE_ENV !== 'production',
  https: (process.env.SITE_URL ?? '').startsWith('https://'),
});

// With REDIS_URL, the page and data cache is shared by every instance of the
// site (lib/shared-store/cache-handler.mjs); read when the server starts, so
// one build runs alone or in a cluster.
const sharedCache: Partial<NextConfig> = process.env.REDIS_URL
  ? {
      cacheHandler: fileURLToPath(new URL('./lib/shared-store/cache-handler.mjs', import.meta.url)),
      // Next's own in-memory copy would let an instance serve a page the others revalidated.
      cacheMaxMemorySize: 0,
    }
  : {};

const nextConfig: NextConfig = {
  ...sharedCache,
  // The rules shared with the agency API (packages/agency-rules) ship as
  // TypeScript source: compiled with the site, like its own modules.
  transpilePackages: ['@agency/rules'],
  // Loaded by Node, not bundled: one Redis client per process (redis-client.mjs); the site
  // database's SQLite build for Node 20 (better-sqlite3 and pg are on Next's own list).
  serverExternalPackages: [
    'redis',
    '@redis/client',
    'rate-limiter-flexible',
    'better-sqlite3-node20',
  ],
  // A private copy of the build for test servers whose page cache must not
  // mix with the main one's (tests/e2e/support/stack.ts).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // Every visitor gets the page's metadata in <head>, as crawlers and link
  // previews do: streamed metadata would land in <body> when a page rendered
  // per request (a shared selection, a filtered list) resolves it late.
  htmlLimitedBots: /.*/,
  async headers() {
    return [
      { source: '/:path*', headers },
      // Later in the list, so its policy replaces the pages' one.
      { source: '/icon.svg', headers: [{ key: 'Content-Security-Policy', value: ICON_POLICY }] },
    ];
  },
  // The Portuguese word the recruitment page itself uses; SPEC.md's address
  // keeps the Spanish spelling, so a visitor who types the page's word lands.
  async redirects() {
    return [{ source: '/agenciamento', destination: '/agenciamiento', permanent: true }];
  },
  reactStrictMode: true,
  // With a global not-found, a page answered with status 404 (the middleware's
  // rewrite to app/[lang]/page-not-found) keeps its own localized metadata
  // instead of taking the not-found boundary's.
  experimental: {
    globalNotFound: true,
    // Every form posts to its Server Action, the recruitment one with four
    // photos: the action and the proxy in front of it take the largest
    // application the form's own limits allow, so a photo over its limit is
    // named by the action rather than cut off by the framework.
    serverActions: { bodySizeLimit: FORM_BODY_BYTES },
    // The proxy's copy of a post runs a little past that (Next ends it on the network chunk before
    // its limit), so that a post without a declared length that is over the limit shows as such
    // and is answered 413 (lib/proxy/action-body.ts); a declared one is sent back earlier.
    proxyClientMaxBodySize: FORM_BODY_BYTES + PROXY_COPY_SLACK_BYTES,
  },
  productionBrowserSourceMaps: false,
  images: {
    // Exactly the media folder on the agency's origin, port included.
    remotePatterns: sources,
    // On the site itself only its public pictures: a page's address (/pt, a
    // redirect; /modelos, HTML) is refused with 400 rather than tried and failed.
    localPatterns: [{ pathname: '/images/**', search: '' }],
    // Only when the images come from the reference agency API on this machine.
    dangerouslyAllowLocalIP: servesFromLoopback(sources),
    deviceSizes: [390, 650, 828, 1080, 1280, 1920],
    imageSizes: [160, 240, 320, 480],
    formats: ['image/avif', 'image/webp'],
    // Optimized pictures are kept (and may be cached by browsers) for 30 days:
    // the agency's uploads get a new name when they change.
    minimumCacheTTL: 30 * 24 * 60 * 60,
  },
  // The agency API lives in its own workspace; keep it out of the site's build.
  outputFileTracingExcludes: { '*': ['agency-api/**'] },
};

export default withNextIntl(nextConfig);
