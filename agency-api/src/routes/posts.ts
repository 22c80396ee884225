import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../lib/context.js';
import { notFound, parseOr422 } from '../lib/errors.js';
import { isLang } from '../lib/langs.js';

const LIST_COLUMNS = 'id, slug, title, cover, description, created_at, updated_at';
const query = z.object({
  // Larger pages are clamped rather than refused: the caller still gets a valid page.
  paginate: z.coerce
    .number()
    .int()
    .min(1)
    .default(12)
    .transform((n) => Math.min(n, 100)),
  page: z.coerce.number().int().min(1).default(1),
});

/** Blog posts of one type and language: a paginated list and single posts by id or slug. */
export function postsRoutes(app: FastifyInstance, { db, media }: Ctx): void {
  app.get('/api/posts/:type/:lang', async (req) => {
    const { type, lang } = req.params as { type: string; lang: string };
    if (!isLang(lang)) throw notFound();
    const { paginate, page } = parseOr422(query, req.query);
    const total = (
      db.prepare('SELECT COUNT(*) AS n FROM posts WHERE type = ? AND lang = ?').get(type, lang) as {
        n: number;
      }
    ).n;
    const rows = db
      .prepare(
        `SELECT ${LIST_COLUMNS} FROM posts WHERE type = ? AND lang = ?
                ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(type, lang, paginate, (page - 1) * paginate) as { cover: string }[];
    return {
      data: {
        data: rows.map((r) => ({ ...r, cover: media(r.cover) })),
        total,
        current_page: page,
        per_page: paginate,
        last_page: Math.max(1, Math.ceil(total / paginate)),
      },
    };
  });

  app.get('/api/posts/:type/:lang/:key', async (req) => {
    const { type, lang, key } = req.params as { type: string; lang: string; key: string };
    if (!isLang(lang)) throw notFound();
    const column = /^\d+$/.test(key) ? 'id' : 'slug';
    const row = db
      .prepare(
        `SELECT ${LIST_COLUMNS}, content, translation_key FROM posts
         WHERE type = ? AND lang = ? AND ${column} = ?`,
      )
      .get(type, lang, column === 'id' ? Number(key) : key) as
      { cover: string; translation_key: string | null } | undefined;
    if (!row) throw notFound();
    const { translation_key: translationKey, ...post } = row;
    // The same text in the other languages, where the agency wrote it.
    const translations =
      translationKey === null
        ? []
        : db
            .prepare(
              `SELECT lang, id, slug FROM posts WHERE type = ? AND translation_key = ? AND lang <> ?
               ORDER BY lang`,
            )
            .all(type, translationKey, lang);
    return { data: { ...post, cover: media(post.cover), translations } };
  });
}
