import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { requireToken } from './auth/guard.js';
import { authRoutes } from './auth/routes.js';
import { TokenStore } from './auth/tokens.js';
import type { Config } from './config.js';
import { openDb } from './db/open.js';
import type { Ctx } from './lib/context.js';
import { installErrorHandlers, invalid } from './lib/errors.js';
import { mediaUrl } from './lib/urls.js';
import { attributesRoute } from './routes/attributes.js';
import { compoRoute } from './routes/compo.js';
import { formRoutes } from './routes/forms.js';
import { publicRoutes } from './routes/media.js';
import { postsRoutes } from './routes/posts.js';
import { profileRoute } from './routes/profile.js';
import { siteContentRoutes } from './routes/site-content.js';
import { submissionRoutes } from './routes/submissions.js';
import { talentsRoute } from './routes/talents.js';
import { schedulePurge } from './privacy/schedule.js';
import { seedIfEmpty } from './seed/index.js';

/**
 * Builds the agency API without listening. Opening the database creates the schema;
 * seeding (slow: it renders images) runs on ready, i.e. inside listen() or ready().
 */
export function buildServer(config: Config): FastifyInstance {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: 1024 * 1024,
  });
  const db = openDb(config.dataDir);
  const base = (): string => {
    if (config.publicUrl) return config.publicUrl;
    const address = app.server.address() as AddressInfo | null;
    return `http://127.0.0.1:${address?.port ?? config.port}`;
  };
  const ctx: Ctx = {
    config,
    db,
    tokens: new TokenStore(config.tokenTtlSeconds),
    base,
    media: mediaUrl(base),
    mediaDir: path.join(config.dataDir, 'media'),
    uploadsDir: path.join(config.dataDir, 'uploads'),
  };

  app.addHook('onReady', async () => {
    const started = Date.now();
    if (await seedIfEmpty(db, config.dataDir, config.seed)) {
      app.log.info(`seeded (${config.seed}) in ${Date.now() - started} ms`);
    }
  });
  // Expired applications go at start and then daily; the line says how many, never whose.
  let stopPurge = () => {};
  app.addHook('onReady', async () => {
    stopPurge = schedulePurge({
      db,
      uploadsDir: ctx.uploadsDir,
      now: config.now,
      retentionDays: config.retentionDays,
      minorPendingDays: config.minorPendingDays,
      report: (counts) =>
        console.log(JSON.stringify({ time: config.now().toISOString(), purge: counts })),
    });
  });
  app.addHook('onClose', async () => {
    stopPurge();
    db.close();
  });
  // For the site's tests only: they count the requests that reach the agency
  // API behind warm (cached) pages. Never set in production.
  const requestLog = process.env.AGENCY_API_REQUEST_LOG;
  if (requestLog) {
    app.addHook('onRequest', async (req) => {
      appendFileSync(requestLog, `${req.method} ${req.url}\n`);
    });
  }

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      try {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      } catch {
        // The client's malformed body: answered 422, not an error of ours.
        done(invalid(), undefined);
      }
    },
  );
  app.register(multipart, {
    // Counting and naming files is done by the form reader; these limits only bound the work.
    limits: {
      fileSize: config.maxFileBytes,
      files: 8,
      fields: 64,
      fieldSize: 256 * 1024,
      parts: 80,
    },
  });
  installErrorHandlers(app);

  publicRoutes(app, ctx);
  authRoutes(app, config, ctx.tokens);
  app.register(async (main) => {
    main.addHook('onRequest', requireToken(ctx.tokens, 'main'));
    attributesRoute(main, ctx);
    talentsRoute(main, ctx);
    profileRoute(main, ctx);
    compoRoute(main, ctx);
  });
  app.register(async (panel) => {
    panel.addHook('onRequest', requireToken(ctx.tokens, 'panel'));
    siteContentRoutes(panel, ctx);
    postsRoutes(panel, ctx);
    formRoutes(panel, ctx);
    submissionRoutes(panel, ctx);
  });
  return app;
}
