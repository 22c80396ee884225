import type { Db } from '../db/open.js';
import type { Lang } from '../lib/langs.js';

/**
 * The version of the privacy text this API publishes now in a language: the
 * one each consent is stored with, whatever version a client says it showed.
 * Null when the text carries none.
 */
export function currentPrivacyVersion(db: Db, lang: Lang): string | null {
  const row = db
    .prepare("SELECT version FROM contents WHERE type = 'privacy' AND lang = ?")
    .get(lang) as { version: string | null } | undefined;
  return row?.version ?? null;
}
