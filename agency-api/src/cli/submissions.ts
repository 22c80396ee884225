// Prints recent form submissions as readable text, straight from the SQLite file, so the
// agency can see what arrived without the server running (npm run submissions -w agency-api).
// Usage: submissions [--kind contact|favorites|get-scouted] [--limit 20]
import fs from 'node:fs';
import path from 'node:path';
import Database from '../db/sqlite.js';
import { loadConfig } from '../config.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function show(value: unknown): string {
  if (value && typeof value === 'object' && 'label' in value)
    return String((value as { label: unknown }).label);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

type Review = { yes?: unknown; maybe?: unknown; no?: unknown };

/**
 * "Ana Lima [yes]": the client's decision on a talent of a shared selection, when taken; a review
 * board's quote gives its team's tally instead, "Ana Lima [yes 2, maybe 0, no 1]" (the board's
 * address, its `selection`, has who said what).
 */
function favoriteText(talent: unknown, marks: Record<string, string>): string {
  const { id, name, review } = (talent ?? {}) as { id?: unknown; name?: unknown; review?: Review };
  const mark = review
    ? `yes ${String(review.yes)}, maybe ${String(review.maybe)}, no ${String(review.no)}`
    : marks[String(id)];
  return `${show(name ?? talent)}${mark ? ` [${mark}]` : ''}`;
}

const { dataDir } = loadConfig();
const file = path.join(dataDir, 'agency.sqlite');
if (!fs.existsSync(file)) {
  console.error(`No database at ${file} (set AGENCY_API_DATA to the data folder).`);
  process.exit(1);
}
const kind = arg('kind');
const limit = Math.max(1, Math.min(1000, Number(arg('limit') ?? 20) || 20));
const db = new Database(file, { readonly: true, fileMustExist: true });
const rows = db
  .prepare(`SELECT * FROM submissions ${kind ? 'WHERE kind = ?' : ''} ORDER BY id DESC LIMIT ?`)
  .all(...(kind ? [kind, limit] : [limit])) as {
  id: number;
  kind: string;
  lang: string;
  fields_json: string;
  created_at: string;
}[];
const files = db.prepare(
  'SELECT field, path, size, mime FROM submission_files WHERE submission_id = ? ORDER BY field',
);

if (rows.length === 0) console.log('No submissions yet.');
for (const row of rows) {
  console.log(`#${row.id}  ${row.kind}  (${row.lang})  ${row.created_at}`);
  const fields = JSON.parse(row.fields_json) as Record<string, unknown>;
  const marks = (fields.marks ?? {}) as Record<string, string>;
  for (const [key, value] of Object.entries(fields)) {
    // The marks are shown beside each talent's name below, not on a line of their own.
    if (key === 'marks') continue;
    const text =
      key === 'favorites' && value && typeof value === 'object'
        ? `${Object.keys(value).length} talent(s): ${Object.values(value)
            .map((t) => favoriteText(t, marks))
            .join(', ')}`
        : show(value);
    console.log(
      `  ${key.padEnd(14)} ${text.replace(/\s+/g, ' ').slice(0, key === 'favorites' ? 2000 : 200)}`,
    );
  }
  for (const f of files.all(row.id) as {
    field: string;
    path: string;
    size: number;
    mime: string;
  }[]) {
    console.log(
      `  ${f.field.padEnd(14)} ${path.join(dataDir, 'uploads', f.path)} (${f.mime}, ${f.size} bytes)`,
    );
  }
  console.log('');
}
db.close();
