import { favoritesQuoteSchema } from '@/lib/forms/favorites';
import { checkFavorites } from '@/lib/route-handlers/form-catalogue';
import { jsonFormRoute } from '@/lib/route-handlers/json-form-route';
import { idsOfLink, selectionPath } from '@/lib/selection/link';
import { marksOf } from '@/lib/selection/marks';
import { absoluteUrl } from '@/lib/seo/url';

export const POST = jsonFormRoute({
  kind: 'favorites',
  schema: favoritesQuoteSchema,
  // Room for the longest list the agency API takes (200 talents) as a browser
  // sends it (id, name and picture address each), besides the text.
  maxBodyBytes: 256 * 1024,
  // Only ids are taken from the browser; the agency gets names and links from its catalogue.
  check: async ({ selection, marks, ...data }, lang) => {
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
  },
});
