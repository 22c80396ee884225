import type { Config } from '../config.js';
import type { TokenStore } from '../auth/tokens.js';
import type { Db } from '../db/open.js';
import type { UrlFor } from './urls.js';

/** What every route module needs; passed explicitly instead of decorating Fastify. */
export interface Ctx {
  config: Config;
  db: Db;
  tokens: TokenStore;
  /** Base URL for absolute links (PUBLIC_URL or the listening address). */
  base: () => string;
  media: UrlFor;
  mediaDir: string;
  uploadsDir: string;
}
