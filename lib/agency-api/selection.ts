import 'server-only';
import { cache } from 'react';
import * as z from '@/lib/zod';
import type { Locale } from '@/lib/i18n/routing';
import { inIdOrder } from '@/lib/selection/ids';
import { profileCategory } from '@/lib/talents/categories';
import { measurementFields, measurementsOf } from './measurements';
import { read } from './read';
import { talentFields } from './talents';

// Only the ids asked for, read live: selections are endless combinations and must not fill the
// data cache.

const item = z
  .object({
    ...talentFields,
    ...measurementFields,
  })
  .transform((t) => ({
    id: t.id,
    name: t.name,
    cover: t.cover ?? null,
    gender: t.gender ?? null,
    category: profileCategory(t.categories ?? [], 'models'),
    measurements: measurementsOf(t),
  }));

const response = z.object({ data: z.object({ data: z.array(item) }) });

type SelectionTalent = z.output<typeof item>;

// Cached by its arguments' identity (React's cache): the ids travel as one
// string, so the page's metadata and body share one read per request.
const readSelection = cache(async (key: string, locale: Locale): Promise<SelectionTalent[]> => {
  const ids = key.split(',').map(Number);
  const { data } = await read(
    'main',
    {
      url: '/api/talents',
      method: 'POST',
      params: { language: locale, paginate: ids.length, page: 1 },
      data: { filters: [{ property: 'ids', values: ids }] },
    },
    response,
  );
  return inIdOrder(ids, data.data);
});

/** The talents with these ids, in the order asked; ids the agency does not have are left out. */
export async function getSelectionTalents(
  ids: readonly number[],
  locale: Locale,
): Promise<SelectionTalent[]> {
  return ids.length === 0 ? [] : readSelection(ids.join(','), locale);
}
