import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  productionBrowserSourceMaps: false,
  // The agency API lives in its own workspace; keep it out of the site's build.
  outputFileTracingExcludes: { '*': ['agency-api/**'] },
};

export default withNextIntl(nextConfig);
