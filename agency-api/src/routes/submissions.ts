import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../lib/context.js';
import { notFound, parseOr422 } from '../lib/errors.js';

const query = z.object({
  kind: z.enum(['contact', 'favorites', 'get-scouted']).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

interface SubmissionRow {
  id: number;
  kind: string;
  lang: string;
  fields_json: string;
  created_at: string;
  minor: number;
  guardian_confirmed_at: string | null;
}
interface FileRow {
  submission_id: number;
  field: string;
  path: string;
  size: number;
  sha256: string;
  mime: string;
}

/** Panel-only reading of what the forms stored. */
export function submissionRoutes(
  app: FastifyInstance,
  { db, base, uploadsDir, config }: Ctx,
): void {
  // The agency records that it reached a minor's guardian, who approved: the
  // application is then kept the normal period instead of minorPendingDays.
  app.post('/api/submissions/:id/guardian-confirmed', async (req) => {
    const id = Number((req.params as { id: string }).id);
    const at = config.now().toISOString();
    const changed = db
      .prepare(
        'UPDATE submissions SET guardian_confirmed_at = ? WHERE id = ? AND minor = 1 AND guardian_confirmed_at IS NULL',
      )
      .run(at, Number.isInteger(id) ? id : -1).changes;
    const row = db
      .prepare('SELECT guardian_confirmed_at FROM submissions WHERE id = ? AND minor = 1')
      .get(Number.isInteger(id) ? id : -1) as { guardian_confirmed_at: string } | undefined;
    if (!row) throw notFound();
    return { data: { id, guardian_confirmed_at: row.guardian_confirmed_at, changed: changed > 0 } };
  });

  app.get('/api/submissions', async (req) => {
    const q = parseOr422(query, req.query);
    const rows = db
      .prepare(
        `SELECT * FROM submissions ${q.kind ? 'WHERE kind = ?' : ''} ORDER BY id DESC LIMIT ?`,
      )
      .all(...(q.kind ? [q.kind, q.limit] : [q.limit])) as SubmissionRow[];
    const files = db.prepare(
      'SELECT * FROM submission_files WHERE submission_id = ? ORDER BY field',
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        lang: r.lang,
        fields: JSON.parse(r.fields_json) as unknown,
        files: (files.all(r.id) as FileRow[]).map((f) => ({
          field: f.field,
          size: f.size,
          sha256: f.sha256,
          mime: f.mime,
          url: `${base()}/api/submissions/${r.id}/files/${f.field}`,
        })),
        created_at: r.created_at,
        minor: r.minor === 1,
        guardian_confirmed_at: r.guardian_confirmed_at,
      })),
    };
  });

  app.get('/api/submissions/:id/files/:field', async (req, reply) => {
    const { id, field } = req.params as { id: string; field: string };
    const row = db
      .prepare('SELECT * FROM submission_files WHERE submission_id = ? AND field = ?')
      .get(Number(id), field) as FileRow | undefined;
    if (!row) throw notFound();
    const file = path.join(uploadsDir, row.path);
    if (!fs.existsSync(file)) throw notFound();
    return reply
      .header('content-type', row.mime)
      .header('content-length', row.size)
      .header('content-disposition', `attachment; filename="${path.basename(row.path)}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(fs.createReadStream(file));
  });
}
