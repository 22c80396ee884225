import { fetchCountriesAndLicenses } from '@/lib/agency-api/attributes';
import { fetchSocialLinks } from '@/lib/agency-api/social';
import { sharedStoreStatus } from '@/lib/shared-store/redis-client.mjs';

export const dynamic = 'force-dynamic';

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'unavailable'> {
  try {
    await check();
    return 'ok';
  } catch {
    // The answer itself reports the failure; a probe every few seconds must not flood the log.
    return 'unavailable';
  }
}

// Each API probed with a real, authenticated read. Redis: 'off' without REDIS_URL, 'unavailable'
// while this instance works from memory, which is no failure of the site.
export async function GET() {
  const [main, panel] = await Promise.all([
    probe(() => fetchCountriesAndLicenses('pt')),
    probe(() => fetchSocialLinks()),
  ]);
  const healthy = main === 'ok' && panel === 'ok';
  return Response.json(
    {
      status: healthy ? 'ok' : 'degraded',
      site: 'ok',
      mainApi: main,
      panelApi: panel,
      sharedStore: sharedStoreStatus(),
    },
    { status: healthy ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
