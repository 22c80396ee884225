import { getCountriesAndLicenses } from '@/lib/api/attributes';
import { getSocialLinks } from '@/lib/api/social';

export const dynamic = 'force-dynamic';

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'unavailable'> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'unavailable';
  }
}

/** The site and its two APIs (each probed with a real, authenticated read). */
export async function GET() {
  const [main, panel] = await Promise.all([
    probe(() => getCountriesAndLicenses('pt')),
    probe(() => getSocialLinks()),
  ]);
  const healthy = main === 'ok' && panel === 'ok';
  return Response.json(
    { status: healthy ? 'ok' : 'degraded', site: 'ok', mainApi: main, panelApi: panel },
    { status: healthy ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
