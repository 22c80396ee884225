import { MAX_SELECTION } from '@agency/rules/selection';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EYE_COLORS, HAIR_COLORS } from '@agency/rules/appearance';
import type { Ctx } from '../lib/context.js';
import { invalid, parseOr422 } from '../lib/errors.js';
import { LANGS } from '../lib/langs.js';
import { searchText } from '../lib/measure.js';

const query = z.object({
  language: z.enum(LANGS).default('pt'),
  paginate: z.coerce.number().int().min(1).max(1000).default(1000),
  page: z.coerce.number().int().min(1).default(1),
});

/** Longest `q` text, in characters; a longer one is refused, not cut. */
export const MAX_QUERY_LENGTH = 100;
/** Most filters in one request (the same property may repeat; repeats are AND-ed). */
export const MAX_FILTERS = 20;
const MAX_IDS = 50;
/** Talents named in one `ids` filter: as many as a shared selection of the site holds. */
const MAX_TALENT_IDS = MAX_SELECTION;

// A height bound in centimetres: an integer (or its digits as a string), or null / '' for "open".
const heightBound = z.union([
  z.null(),
  z.literal('').transform(() => null),
  z.number().int().min(0).max(300),
  z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().max(300)),
]);
const heightRange = z
  .tuple([heightBound, heightBound])
  .refine(([min, max]) => min === null || max === null || min <= max, 'min above max');

const filter = z.discriminatedUnion('property', [
  z.object({
    property: z.literal('categories'),
    values: z.array(z.coerce.number().int()).min(1).max(MAX_IDS),
  }),
  z.object({
    property: z.literal('ids'),
    values: z.array(z.coerce.number().int().positive()).min(1).max(MAX_TALENT_IDS),
  }),
  z.object({ property: z.literal('gender'), values: z.array(z.enum(['man', 'woman'])).min(1) }),
  z.object({ property: z.literal('q'), values: z.tuple([z.string().max(MAX_QUERY_LENGTH)]) }),
  z.object({ property: z.literal('height'), values: heightRange }),
  z.object({
    property: z.literal('hair'),
    values: z.array(z.enum(HAIR_COLORS)).min(1).max(HAIR_COLORS.length),
  }),
  z.object({
    property: z.literal('eyes'),
    values: z.array(z.enum(EYE_COLORS)).min(1).max(EYE_COLORS.length),
  }),
]);
const body = z.object({ filters: z.array(filter).max(MAX_FILTERS).default([]) });
export type TalentFilter = z.infer<typeof filter>;

/** Accepts filters as a list or as a JSON string of that list (some clients stringify it). */
function normalizeBody(raw: unknown): unknown {
  if (raw && typeof raw === 'object' && 'filters' in raw && typeof raw.filters === 'string') {
    try {
      return { ...raw, filters: JSON.parse(raw.filters) };
    } catch {
      // The client's malformed filter list: a 422 naming it.
      throw invalid({ filters: ['json'] });
    }
  }
  return raw ?? {};
}

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** The SQL condition of one filter and its parameters; null when it does not narrow the list. */
function condition(f: TalentFilter): { sql: string; params: (string | number)[] } | null {
  switch (f.property) {
    case 'categories':
      return {
        sql: `EXISTS (SELECT 1 FROM json_each(t.categories) WHERE value IN (${marks(f.values)}))`,
        params: f.values,
      };
    case 'ids':
      return { sql: `t.id IN (${marks(f.values)})`, params: f.values };
    case 'gender':
      return { sql: `t.gender IN (${marks(f.values)})`, params: f.values };
    case 'hair':
      return { sql: `t.hair IN (${marks(f.values)})`, params: f.values };
    case 'eyes':
      return { sql: `t.eyes IN (${marks(f.values)})`, params: f.values };
    case 'q': {
      // Every word of the query must occur somewhere in the name, in any order:
      // "julia" finds "Júlia Costa", "cost jul" finds it too. Empty text filters nothing.
      const words = [...new Set(searchText(f.values[0]).split(' ').filter(Boolean))];
      if (words.length === 0) return null;
      return { sql: words.map(() => 'instr(t.name_search, ?) > 0').join(' AND '), params: words };
    }
    case 'height': {
      const [min, max] = f.values;
      const parts: string[] = [];
      const params: number[] = [];
      if (min !== null) {
        parts.push('t.height_cm >= ?');
        params.push(min);
      }
      if (max !== null) {
        parts.push('t.height_cm <= ?');
        params.push(max);
      }
      return parts.length ? { sql: parts.join(' AND '), params } : null;
    }
  }
}

// Each item's categories let a list link a talent listed in two under its one address.
const LIST_COLUMNS = 'id, name, cover, gender, updated_at, height_cm, hair, eyes, categories';
// A list of named talents (a shared selection) shows each one's key measurements,
// which a whole list does not need: only that answer carries them.
const SELECTION_COLUMNS = `${LIST_COLUMNS}, height, jeans, waist, hips, bust, shoes`;

/**
 * The two statements of a talent list: the count of every match and one page of them.
 * Exported so the tests can check SQLite's plan for them.
 */
export function talentListQuery(filters: readonly TalentFilter[]) {
  const where: string[] = [];
  const params: (string | number)[] = [];
  for (const f of filters) {
    const c = condition(f);
    if (!c) continue;
    where.push(`(${c.sql})`);
    params.push(...c.params);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const columns = filters.some((f) => f.property === 'ids') ? SELECTION_COLUMNS : LIST_COLUMNS;
  return {
    count: `SELECT COUNT(*) AS n FROM talents t ${clause}`,
    // Followed by LIMIT and OFFSET parameters.
    page: `SELECT ${columns} FROM talents t ${clause} ORDER BY name, id LIMIT ? OFFSET ?`,
    params,
  };
}

/** Parses a request body's filter list as the route does (422 on anything it does not take). */
export function parseFilters(raw: unknown): TalentFilter[] {
  return parseOr422(body, normalizeBody(raw)).filters;
}

/** POST /api/talents: talents matching every filter, ordered by name, a page at a time. */
export function talentsRoute(app: FastifyInstance, { db, media }: Ctx): void {
  app.post('/api/talents', async (req) => {
    const q = parseOr422(query, req.query);
    const sql = talentListQuery(parseFilters(req.body));
    const total = (db.prepare(sql.count).get(...sql.params) as { n: number }).n;
    const rows = db.prepare(sql.page).all(...sql.params, q.paginate, (q.page - 1) * q.paginate) as {
      cover: string;
      categories: string;
    }[];
    return {
      data: {
        data: rows.map((r) => ({
          ...r,
          cover: media(r.cover),
          categories: JSON.parse(r.categories) as number[],
        })),
        total,
        current_page: q.page,
        per_page: q.paginate,
      },
    };
  });
}
