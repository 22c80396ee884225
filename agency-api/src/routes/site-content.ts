import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../lib/context.js';
import { notFound } from '../lib/errors.js';
import { fillPlaceholders } from '../lib/placeholders.js';

interface SlideRow {
  id: number;
  description: string;
  kind: 'image' | 'video';
  mobile: string | null;
  desktop: string | null;
  video_provider: string | null;
  video_id: string | null;
}

/** Panel reads: page contents, social media links and slides. */
export function siteContentRoutes(app: FastifyInstance, { db, media, config }: Ctx): void {
  // The third segment repeats the type in the site's calls; it is accepted and ignored.
  app.get('/api/contents/:type/:lang/:type2', async (req) => {
    const { type, lang } = req.params as { type: string; lang: string };
    const row = db
      .prepare(
        'SELECT type, lang AS language, title, content, version FROM contents WHERE type = ? AND lang = ?',
      )
      .get(type, lang) as { content: string; version: string | null } | undefined;
    if (!row) throw notFound();
    const { version, ...page } = row;
    return {
      data: {
        ...page,
        content: fillPlaceholders(row.content, config),
        ...(version ? { version } : {}),
      },
    };
  });

  app.get('/api/social-media', async () => {
    const rows = db.prepare('SELECT network, link FROM social_media ORDER BY network').all() as {
      network: string;
      link: string;
    }[];
    return { data: Object.fromEntries(rows.map((r) => [r.network, { link: r.link }])) };
  });

  // `language` is optional: a slide's description in that language when the
  // agency wrote one, else the slide's own.
  app.get('/api/slides/:type', async (req) => {
    let { type } = req.params as { type: string };
    const { language } = req.query as { language?: string };
    if (type === 'home' && config.homeSlides === 'video') type = 'home-video';
    const rows = db
      .prepare(
        `SELECT s.*, COALESCE(t.description, s.description) AS description FROM slides s
         LEFT JOIN slide_texts t ON t.slide_id = s.id AND t.lang = ?
         WHERE s.type = ? ORDER BY s.position, s.id`,
      )
      .all(typeof language === 'string' ? language : '', type) as SlideRow[];
    return {
      data: rows.map((r) => ({
        id: r.id,
        description: r.description,
        type: r.kind,
        url: { mobile: r.mobile && media(r.mobile), desktop: r.desktop && media(r.desktop) },
        video_provider: r.video_provider,
        video_id: r.video_id,
      })),
    };
  });
}
