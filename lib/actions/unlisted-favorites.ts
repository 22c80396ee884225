'use server';

import { hasLocale } from 'next-intl';
import { z } from '@/lib/zod';
import { MAX_FAVORITES } from '@agency/rules/limits';
import { findTalents } from '@/lib/agency-api/catalogue';
import { idNumber } from '@/lib/forms/fields';
import { routing } from '@/lib/i18n/routing';
import { logFailure } from '@/lib/server/log';

const asked = z.array(idNumber).max(MAX_FAVORITES);

// By the quote's own look-up (form-catalogue.ts), so the page flags exactly the talents a quote
// would be refused for; none when the agency API cannot tell.
export async function unlistedFavorites(ids: unknown, lang: unknown): Promise<number[]> {
  const parsed = asked.safeParse(ids);
  if (!parsed.success || !hasLocale(routing.locales, lang)) return [];
  try {
    return (await findTalents(parsed.data, lang)).unknown;
  } catch (error) {
    logFailure({ route: '/[lang]/favorites', kind: 'server action', status: 200, error });
    return [];
  }
}
