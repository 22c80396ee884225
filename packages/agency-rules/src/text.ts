import * as z from 'zod';
import { MAX_FIELD_LENGTH } from './limits.ts';

// Text as visitors type it, and text that only looks like something: a
// message of NUL characters or a name of zero-width spaces shows nothing and
// must count as empty, whatever its length.

// C0 and C1 control characters, except tab and line breaks (messages have lines).
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

// Characters that draw nothing: whitespace, controls, format characters (zero-width
// spaces and joiners, direction marks, the byte order mark, tags), fillers and
// variation selectors.
const INVISIBLE =
  /[\s\p{Z}\p{Cc}\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2800\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/gu;

// Trimmed from both ends: whitespace and format characters, but not emoji tag
// characters (U+E0000–E007F) nor variation selectors, which end real emoji.
const EDGE = '[\\s\\p{Z}\\u200B-\\u200F\\u2028-\\u202F\\u2060-\\u206F\\uFEFF\\u00AD\\u180E]+';
const EDGES = new RegExp(`^${EDGE}|${EDGE}$`, 'gu');

/** Control characters removed and both ends trimmed; what is stored. */
export function cleanText(value: string): string {
  return value.replace(CONTROLS, '').replace(EDGES, '');
}

/** True when nothing visible is left once invisible characters are ignored. */
export function looksEmpty(value: string): boolean {
  return value.replace(INVISIBLE, '') === '';
}

/**
 * An optional text field as a zod schema: absent or blank is '' (inputs give
 * ''), control characters are removed, too long is 'tooLong' (a key of the
 * site's `Validation` messages).
 */
export function optionalText(max: number = MAX_FIELD_LENGTH) {
  return z
    .string({ error: 'invalidOption' })
    .overwrite((value) => (looksEmpty(value) ? '' : cleanText(value)))
    .max(max, { error: 'tooLong' })
    .optional();
}
