import 'server-only';
import type { z } from '@/lib/zod';
import type { favoritesQuoteSchema } from '@/lib/forms/favorites';
import type { Locale } from '@/lib/i18n/routing';
import { idsOfLink, selectionPath } from '@/lib/selection/link';
import { marksOf } from '@/lib/selection/marks';
import { absoluteUrl } from '@/lib/seo/url';
import { checkFavorites, type Checked } from './form-catalogue';

/**
 * What a quote request sends the agency. Only ids are taken from the
 * browser; the agency gets names and links from its catalogue.
 */
export async function checkQuote(
  { selection, marks, ...data }: z.output<typeof favoritesQuoteSchema>,
  lang: Locale,
): Promise<Checked<Record<string, unknown>>> {
  const checked = await checkFavorites(data.favorites, lang);
  if (!checked.ok) return checked;
  // The selection's link is written here on the site's own address, from the
  // ids it named: a link the agency opens is never one a browser wrote.
  const ids = selection ? idsOfLink(selection) : [];
  const quoted = checked.data.map((talent) => talent.id);
  return {
    ok: true,
    data: {
      ...data,
      favorites: checked.data,
      ...(marks ? { marks: marksOf(marks, quoted) } : {}),
      ...(ids.length ? { selection: absoluteUrl(selectionPath(lang, ids)) } : {}),
    },
  };
}
