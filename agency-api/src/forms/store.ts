import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open.js';
import type { ReceivedFile } from './files.js';

export type SubmissionKind = 'contact' | 'favorites' | 'get-scouted';

export type NewSubmission = {
  kind: SubmissionKind;
  lang: string;
  fields: Record<string, unknown>;
  files: ReceivedFile[];
  /** An applicant under 18: kept only a short time until the guardian confirms (purge.ts). */
  minor: boolean;
  createdAt: Date;
};

/**
 * Stores a submission and its files as one unit: files are written to a temporary folder,
 * then the row is inserted and the folder renamed to uploads/<id> inside one transaction.
 * On any failure the transaction rolls back and every written file is removed.
 */
export async function storeSubmission(
  db: Db,
  uploadsDir: string,
  { kind, lang, fields, files, minor, createdAt }: NewSubmission,
): Promise<number> {
  const tmp = path.join(uploadsDir, `.tmp-${randomUUID()}`);
  let finalDir: string | undefined;
  try {
    if (files.length) {
      await fs.promises.mkdir(tmp, { recursive: true });
      // Our own names (field + sniffed extension); the client's filename is never used.
      await Promise.all(
        files.map((f) => fs.promises.writeFile(path.join(tmp, `${f.field}.${f.ext}`), f.data)),
      );
    }
    return db.transaction(() => {
      const id = Number(
        db
          .prepare(
            'INSERT INTO submissions (kind, lang, fields_json, created_at, minor) VALUES (?, ?, ?, ?, ?)',
          )
          .run(kind, lang, JSON.stringify(fields), createdAt.toISOString(), minor ? 1 : 0)
          .lastInsertRowid,
      );
      if (files.length) {
        finalDir = path.join(uploadsDir, String(id));
        fs.rmSync(finalDir, { recursive: true, force: true }); // a leftover of a crashed process
        fs.renameSync(tmp, finalDir);
        const insert = db.prepare(
          'INSERT INTO submission_files (submission_id, field, path, size, sha256, mime) VALUES (?, ?, ?, ?, ?, ?)',
        );
        for (const f of files)
          insert.run(id, f.field, `${id}/${f.field}.${f.ext}`, f.data.length, f.sha256, f.mime);
      }
      return id;
    })();
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    if (finalDir) fs.rmSync(finalDir, { recursive: true, force: true });
    throw err;
  }
}
