import { favoritesQuoteSchema } from '@/lib/forms/favorites';
import { jsonFormRoute } from '@/lib/route-handlers/json-form-route';
import { checkQuote } from '@/lib/route-handlers/quote-check';

export const POST = jsonFormRoute({
  kind: 'favorites',
  schema: favoritesQuoteSchema,
  // Room for the longest list the agency API takes (200 talents) as a browser
  // sends it (id, name and picture address each), besides the text.
  maxBodyBytes: 256 * 1024,
  check: checkQuote,
});
