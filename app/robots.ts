import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

// Read at request time, so SITE_URL is the running server's, not the build's.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  };
}
