import { isFileLike } from './files';
import { HONEYPOT_FIELD } from './honeypot';

// The panel API takes form data: flat strings, with the chosen list options
// and the favorites as JSON text.

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

function encode(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return null;
}

/** Empty values and the honeypot are dropped; the caller appends the photos as files. */
export function toSubmission(fields: Readonly<Record<string, unknown>>): Record<string, string> {
  const submission: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === HONEYPOT_FIELD || isEmpty(value) || isFileLike(value)) continue;
    const encoded = encode(value);
    if (encoded !== null) submission[key] = encoded;
  }
  return submission;
}
