import 'server-only';
import { downloadCompo } from '@/lib/agency-api/compo';
import { getTalentProfile } from '@/lib/agency-api/profile';
import type { Locale } from '@/lib/i18n/routing';
import { logFailure } from '@/lib/server/log';

// The agency API renders each composite (images resized, a PDF written): a few at a time keep a
// 20-talent file within its 2 s without flooding the API.
const CONCURRENCY = 4;

async function pooled<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return results;
}

export function getComposites(
  ids: readonly number[],
  locale: Locale,
): Promise<Array<Uint8Array | null>> {
  return pooled(ids, async (id) => {
    try {
      const profile = await getTalentProfile(id, locale);
      if (!profile?.compo) return null;
      return new Uint8Array(await downloadCompo(profile, locale));
    } catch (error) {
      // Listed as missing on the cover; the operator learns why here.
      logFailure({ route: '/api/selection-pdf', method: 'GET', status: 200, error });
      return null;
    }
  });
}
