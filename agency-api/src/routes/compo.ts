import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../lib/context.js';
import { invalid, notFound } from '../lib/errors.js';
import { isLang } from '../lib/langs.js';
import { slugify } from '@agency/rules/slug';
import { findTalent, talentId } from '../lib/talent-store.js';
import { buildCompo } from '../pdf/compo.js';

/** POST /api/download/compo {id, name, lang, compo}: the talent's composite card as a PDF. */
export function compoRoute(app: FastifyInstance, { db, mediaDir, config }: Ctx): void {
  app.post('/api/download/compo', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.id === undefined || body.id === null || body.id === '')
      throw invalid({ id: ['required'] });
    const id = talentId(body.id);
    const talent = id === undefined ? undefined : findTalent(db, id);
    if (!talent) throw notFound();
    const lang = isLang(body.lang) ? body.lang : 'pt';
    const pdf = await buildCompo(talent, mediaDir, lang, config.siteName);
    const product =
      typeof body.compo === 'string' && /^[\w-]{1,40}$/.test(body.compo) ? body.compo : 'compo';
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="${slugify(talent.name)}_${product}.pdf"`,
      )
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });
}
