import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { BOARD_ID_PATTERN } from '@/lib/ids';

// A board's address and a reviewer's key are secrets: 128 random bits each (22 base64url
// characters), so that an address cannot be guessed from another one. The key is kept in the
// reviewer's cookie only; the database holds its hash.

export const randomId = () => randomBytes(16).toString('base64url');

/** Whether a value has the shape of a board id or a key: anything else is not looked up. */
export const isRandomId = (value: unknown): value is string =>
  typeof value === 'string' && BOARD_ID_PATTERN.test(value);

export const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');
