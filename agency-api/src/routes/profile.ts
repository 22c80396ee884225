import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../lib/context.js';
import { invalid, notFound } from '../lib/errors.js';
import { isLang } from '../lib/langs.js';
import { findTalent, talentId } from '../lib/talent-store.js';
import { absoluteMedia } from '../lib/urls.js';

/** GET /api/talent/profile?language=pt&id=12 */
export function profileRoute(app: FastifyInstance, { db, media }: Ctx): void {
  app.get('/api/talent/profile', async (req) => {
    const q = req.query as Record<string, unknown>;
    if (q.id === undefined || q.id === '') throw invalid({ id: ['required'] });
    if (q.language !== undefined && !isLang(q.language)) throw invalid({ language: ['invalid'] });
    // A malformed id is answered like an unknown one: the site shows its 404 page either way.
    const id = talentId(q.id);
    const t = id === undefined ? undefined : findTalent(db, id);
    if (!t) throw notFound();
    return {
      data: {
        id: t.id,
        name: t.name,
        cover: media(t.cover),
        gender: t.gender,
        categories: t.categories,
        height: t.height,
        jeans: t.jeans,
        waist: t.waist,
        hips: t.hips,
        bust: t.bust,
        shoes: t.shoes,
        compo: t.compo && { photos: t.compo.photos.map(media), updated_at: t.compo.updated_at },
        book: absoluteMedia(t.book, media),
        snap: absoluteMedia(t.snap, media),
        video: t.video,
        updated_at: t.updated_at,
      },
    };
  });
}
