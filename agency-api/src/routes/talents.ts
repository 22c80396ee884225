import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../lib/context.js';
import { invalid, parseOr422 } from '../lib/errors.js';
import { LANGS } from '../lib/langs.js';

const query = z.object({
  language: z.enum(LANGS).default('pt'),
  paginate: z.coerce.number().int().min(1).max(1000).default(1000),
  page: z.coerce.number().int().min(1).default(1),
});
const filter = z.discriminatedUnion('property', [
  z.object({ property: z.literal('categories'), values: z.array(z.coerce.number().int()).min(1) }),
  z.object({ property: z.literal('gender'), values: z.array(z.enum(['man', 'woman'])).min(1) }),
]);
const body = z.object({ filters: z.array(filter).default([]) });

/** Accepts filters as a list or as a JSON string of that list (some clients stringify it). */
function normalizeBody(raw: unknown): unknown {
  if (raw && typeof raw === 'object' && 'filters' in raw && typeof raw.filters === 'string') {
    try {
      return { ...raw, filters: JSON.parse(raw.filters) };
    } catch {
      throw invalid({ filters: ['json'] });
    }
  }
  return raw ?? {};
}

/** POST /api/talents: the talent list of a category, ordered by name. */
export function talentsRoute(app: FastifyInstance, { db, media }: Ctx): void {
  app.post('/api/talents', async (req) => {
    const q = parseOr422(query, req.query);
    const { filters } = parseOr422(body, normalizeBody(req.body));
    const where: string[] = [];
    const params: (string | number)[] = [];
    for (const f of filters) {
      const marks = f.values.map(() => '?').join(', ');
      if (f.property === 'categories') {
        where.push(`EXISTS (SELECT 1 FROM json_each(t.categories) WHERE value IN (${marks}))`);
      } else {
        where.push(`t.gender IN (${marks})`);
      }
      params.push(...f.values);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = (
      db.prepare(`SELECT COUNT(*) AS n FROM talents t ${clause}`).get(...params) as { n: number }
    ).n;
    const rows = db
      .prepare(
        `SELECT id, name, cover, gender, updated_at FROM talents t ${clause}
                ORDER BY name, id LIMIT ? OFFSET ?`,
      )
      .all(...params, q.paginate, (q.page - 1) * q.paginate) as { cover: string }[];
    return {
      data: {
        data: rows.map((r) => ({ ...r, cover: media(r.cover) })),
        total,
        current_page: q.page,
        per_page: q.paginate,
      },
    };
  });
}
