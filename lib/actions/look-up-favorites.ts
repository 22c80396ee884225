'use server';

import { hasLocale } from 'next-intl';
import * as z from '@/lib/zod';
import { MAX_FAVORITES } from '@agency/rules/limits';
import { findTalents } from '@/lib/agency-api/catalogue';
import { favoriteOf, type FavoriteTalent } from '@/lib/favorites/map';
import { idNumber } from '@/lib/forms/fields';
import { routing } from '@/lib/i18n/routing';
import { logFailure } from '@/lib/server/log';

const asked = z.array(idNumber).max(MAX_FAVORITES);

export type FavoritesLookUp = {
  /** In the current shape, with the catalogue's name, cover and category. */
  listed: FavoriteTalent[];
  /** No longer in the catalogue. */
  unlisted: number[];
};

// By the quote's own look-up (form-catalogue.ts), so the page flags exactly the talents a quote
// would be refused for. Null when the agency API cannot tell: the saved entries stay as they are.
export async function lookUpFavorites(
  ids: unknown,
  lang: unknown,
): Promise<FavoritesLookUp | null> {
  const parsed = asked.safeParse(ids);
  if (!parsed.success || !hasLocale(routing.locales, lang)) return null;
  try {
    const { found, unknown } = await findTalents(parsed.data, lang);
    return {
      listed: found.map((talent) => favoriteOf(talent, talent.category)),
      unlisted: unknown,
    };
  } catch (error) {
    logFailure({ route: '/[lang]/favorites', kind: 'server action', status: 200, error });
    return null;
  }
}
