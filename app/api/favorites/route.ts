import { favoritesQuoteSchema } from '@/lib/forms/favorites';
import { checkFavorites } from '@/lib/route-handlers/form-catalogue';
import { jsonFormRoute } from '@/lib/route-handlers/json-form-route';

export const POST = jsonFormRoute({
  kind: 'favorites',
  schema: favoritesQuoteSchema,
  // Room for the longest list the agency API takes (200 talents) as a browser
  // sends it (id, name and picture address each), besides the text.
  maxBodyBytes: 256 * 1024,
  // Only ids are taken from the browser; the agency gets names and links from its catalogue.
  check: async (data, lang) => {
    const checked = await checkFavorites(data.favorites, lang);
    return checked.ok ? { ok: true, data: { ...data, favorites: checked.data } } : checked;
  },
});
