import 'server-only';
import * as z from '@/lib/zod';
import { DEFAULT_MIN_AGE } from '@agency/rules/age';
import { DEFAULT_API_URL } from '@/lib/constants';
import { givenVariables } from '@/lib/production-env';

// Checked once: a wrong value fails at start. The credential defaults are for a local run only:
// production refuses to start without real ones (lib/production-env.ts).
const schema = z.object({
  SITE_NAME: z.string().min(1).default('Aurora Talents'),
  SITE_URL: z.url().default('http://localhost:3000'),
  COMMERCIAL_EMAIL: z.email().default('comercial@example.com'),
  INSTAGRAM_FALLBACK_URL: z.url().default('https://www.instagram.com/'),
  POWERED_BY_NAME: z.string().default('Studio Norte'),
  POWERED_BY_URL: z.url().default('https://example.com/'),
  MAIN_API_URL: z.url().default(DEFAULT_API_URL),
  PANEL_API_URL: z.url().default(DEFAULT_API_URL),
  MAIN_API_KEY: z.string().default('dev-main-key'),
  PANEL_API_TOKEN: z.string().default('dev-panel-token'),
  API_SALT: z.string().default('dev-salt'),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  REVALIDATE_SECRET: z.string().default(''),
  MAPS_SCRIPT_URL: z.url().optional(),
  REVIEWS_WIDGET_URL: z.url().optional(),
  // Proxies of ours in front of the site, each appending to X-Forwarded-For.
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Recruitment. The periods are applied by the agency API (its own
  // AGENCY_API_* variables; npm start hands these over): the site only states them.
  RECRUITMENT_MIN_AGE: z.coerce.number().int().min(1).max(17).default(DEFAULT_MIN_AGE),
  RECRUITMENT_REPLY_DAYS: z.coerce.number().int().positive().default(30),
  RECRUITMENT_RETENTION_DAYS: z.coerce.number().int().positive().default(180),
  RECRUITMENT_MINOR_PENDING_DAYS: z.coerce.number().int().positive().default(15),
  PRIVACY_EMAIL: z.email().default('privacy@example.com'),
  // The site's own database (review boards): PostgreSQL at this address, or else a SQLite file
  // in SITE_DATA_DIR, created and migrated on start.
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SITE_DATA_DIR: z.string().min(1).default('.data'),
  // A review board and its reviews are deleted this many days after the board was made (LGPD);
  // the date is set when the board is made.
  REVIEW_RETENTION_DAYS: z.coerce.number().int().positive().max(3650).default(90),
});

type Env = z.infer<typeof schema>;

function readEnv(): Env {
  return schema.parse(givenVariables(process.env));
}

export const env: Env = readEnv();
