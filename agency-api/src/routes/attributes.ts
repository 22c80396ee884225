import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../lib/context.js';
import { invalid, parseOr422 } from '../lib/errors.js';
import { LANGS } from '../lib/langs.js';

export const LICENSES = [
  { id: 1, value: 'Modelo' },
  { id: 2, value: 'Ator' },
  { id: 2150, value: 'Influencer' },
];

const flag = z.enum(['1', 'true', '0', 'false']).transform((v) => v === '1' || v === 'true');
const id = z.coerce.number().int().positive();
const query = z.object({
  language: z.enum(LANGS).default('pt'),
  countries: flag.optional(),
  licenses: flag.optional(),
  states: id.optional(),
  cities: z.string().optional(),
});
const citiesQuery = z.object({ country: id, state: id });

type Option = { id: number; value: string };

/** GET /api/talents/attributes: a flat object holding only the option lists asked for. */
export function attributesRoute(app: FastifyInstance, { db }: Ctx): void {
  app.get('/api/talents/attributes', async (req) => {
    const q = parseOr422(query, req.query);
    const out: Record<string, Option[]> = {};
    if (q.countries) {
      out.countries = db
        .prepare(`SELECT id, name_${q.language} AS value FROM countries ORDER BY value`)
        .all() as Option[];
    }
    if (q.licenses) out.licenses = LICENSES;
    if (q.states !== undefined) {
      out.states = db
        .prepare('SELECT id, name AS value FROM states WHERE country_id = ? ORDER BY name')
        .all(q.states) as Option[];
    }
    if (q.cities !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(q.cities);
      } catch {
        // The client's malformed query: a 422 naming it.
        throw invalid({ cities: ['json'] });
      }
      const { country, state } = parseOr422(citiesQuery, parsed);
      // Joining on the country makes a state of another country answer an empty list.
      out.cities = db
        .prepare(
          `SELECT c.id, c.name AS value FROM cities c JOIN states s ON s.id = c.state_id
                  WHERE c.state_id = ? AND s.country_id = ? ORDER BY c.name`,
        )
        .all(state, country) as Option[];
    }
    return out;
  });
}
