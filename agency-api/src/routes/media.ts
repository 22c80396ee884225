import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../lib/context.js';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

/** GET /api/health and GET /media/* (seeded images; names never change, so they cache forever). */
export function publicRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get('/api/health', async () => ({ status: 'ok' }));

  app.get('/media/*', async (req, reply) => {
    const rel = (req.params as { '*': string })['*'];
    const file = path.resolve(ctx.mediaDir, rel);
    const type = TYPES[path.extname(file).toLowerCase()];
    // resolve() plus the prefix check stops "../" from leaving the media folder.
    if (!type || !file.startsWith(ctx.mediaDir + path.sep))
      return reply.code(404).send({ message: 'Not found' });
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return reply.code(404).send({ message: 'Not found' });
    return reply
      .header('content-type', type)
      .header('content-length', stat.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('last-modified', stat.mtime.toUTCString())
      .send(fs.createReadStream(file));
  });
}
