import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MIN_AGE } from '@agency/rules/age';
import { AGENCY_LIMITS } from '@agency/rules/limits';

export type SeedSize = 'default' | 'large' | 'huge';

export interface Config {
  port: number;
  host: string;
  /** Folder holding agency.sqlite, uploads/ and media/. */
  dataDir: string;
  /** Base of absolute URLs; when undefined it is derived from the listening port. */
  publicUrl?: string;
  tokenTtlSeconds: number;
  mainKey: string;
  panelToken: string;
  salt: string;
  seed: SeedSize;
  maxFileBytes: number;
  siteName: string;
  /** 'video' makes /api/slides/home answer with the home-video slides. */
  homeSlides: 'image' | 'video';
  logLevel: 'warn' | 'info';
  /** Applicants younger than this are refused (the site's RECRUITMENT_MIN_AGE). */
  minAge: number;
  /** Every submission and its files are deleted this many days after it was stored. */
  retentionDays: number;
  /** A minor's application whose guardian has not confirmed is deleted after this many days. */
  minorPendingDays: number;
  /** Where visitors ask for access or deletion; filled into the privacy and safety pages. */
  privacyEmail: string;
  /** The clock of the age rule and the purge; tests pass their own. */
  now: () => Date;
}

/** The package folder (agency-api/), so the default data folder does not depend on the cwd. */
export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

/** Reads the environment once; invalid values stop the start instead of failing later. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.AGENCY_API_PORT, 4000, 'AGENCY_API_PORT');
  const seed = env.AGENCY_API_SEED ?? 'default';
  if (seed !== 'default' && seed !== 'large' && seed !== 'huge')
    throw new Error('AGENCY_API_SEED must be default, large or huge');
  const publicUrl = env.AGENCY_API_PUBLIC_URL || `http://127.0.0.1:${port}`;
  return {
    port,
    host: env.AGENCY_API_HOST || '127.0.0.1',
    dataDir: path.resolve(packageDir, env.AGENCY_API_DATA || 'data'),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    tokenTtlSeconds: int(env.AGENCY_API_TOKEN_TTL, 3600, 'AGENCY_API_TOKEN_TTL'),
    mainKey: env.AGENCY_API_MAIN_KEY || 'dev-main-key',
    panelToken: env.AGENCY_API_PANEL_TOKEN || 'dev-panel-token',
    salt: env.AGENCY_API_SALT || 'dev-salt',
    seed,
    maxFileBytes: int(
      env.AGENCY_API_MAX_FILE_BYTES,
      AGENCY_LIMITS.fileBytes,
      'AGENCY_API_MAX_FILE_BYTES',
    ),
    siteName: env.AGENCY_API_SITE_NAME || 'Agency',
    homeSlides: env.AGENCY_API_HOME_SLIDES === 'video' ? 'video' : 'image',
    logLevel: env.AGENCY_API_LOG === 'info' ? 'info' : 'warn',
    minAge: int(env.AGENCY_API_MIN_AGE, DEFAULT_MIN_AGE, 'AGENCY_API_MIN_AGE'),
    retentionDays: int(env.AGENCY_API_RETENTION_DAYS, 180, 'AGENCY_API_RETENTION_DAYS'),
    minorPendingDays: int(env.AGENCY_API_MINOR_PENDING_DAYS, 15, 'AGENCY_API_MINOR_PENDING_DAYS'),
    privacyEmail: env.AGENCY_API_PRIVACY_EMAIL || 'privacy@example.com',
    now: () => new Date(),
  };
}

/** Defaults for tests: everything from loadConfig({}) with the given overrides. */
export function testConfig(overrides: Partial<Config>): Config {
  const base = loadConfig({} as NodeJS.ProcessEnv);
  return { ...base, publicUrl: undefined, port: 0, ...overrides };
}
