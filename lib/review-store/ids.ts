import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

// A board's address and a reviewer's key are secrets: 128 random bits each (22 base64url
// characters), so that an address cannot be guessed from another one. The key is kept in the
// reviewer's cookie only; the database holds its hash.
const RANDOM_ID = /^[A-Za-z0-9_-]{22}$/;

export const randomId = () => randomBytes(16).toString('base64url');

/** Whether a value has the shape of a board id or a key: anything else is not looked up. */
export const isRandomId = (value: unknown): value is string =>
  typeof value === 'string' && RANDOM_ID.test(value);

export const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');
