import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';

// A private agency API and site for tests that stop and start the API while
// the site keeps running (the main suite's servers must stay up).
const root = join(__dirname, '..', '..', '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

async function waitFor(url: string, ok: (status: number) => boolean, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if (ok((await fetch(url)).status)) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

function stopProcess(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || !child.pid) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
}

// The site's own copy of the build, with an empty page cache.
function copyBuild(distDir: string) {
  const copy = spawnSync('node', ['scripts/lib/build-copy.mjs', distDir], { cwd: root });
  if (copy.status !== 0) throw new Error(`could not copy the build: ${copy.stderr}`);
}

export type Stack = {
  siteUrl: string;
  apiUrl: string;
  startApi(): Promise<void>;
  stopApi(): Promise<void>;
  stop(): Promise<void>;
};

export function createStack(options: {
  sitePort: number;
  apiPort: number;
  apiEnv?: Record<string, string>;
  siteEnv?: Record<string, string>;
  /** Serve from a copy of the build with an empty page cache. */
  ownBuild?: boolean;
  /** Append the site's standard output and errors to this file. */
  siteLog?: string;
}): Stack & { startSite(): Promise<void> } {
  const data = mkdtempSync(join(tmpdir(), 'agency-stack-'));
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  const siteUrl = `http://127.0.0.1:${options.sitePort}`;
  let api: ChildProcess | null = null;
  let site: ChildProcess | null = null;
  const distDir = `.next-stack-${options.sitePort}`;
  // The agency API's development credentials, given explicitly: a production
  // site refuses to start without them (siteEnv and apiEnv may replace them).
  const env = {
    ...process.env,
    MAIN_API_URL: apiUrl,
    PANEL_API_URL: apiUrl,
    SITE_URL: siteUrl,
    MAIN_API_KEY: 'dev-main-key',
    PANEL_API_TOKEN: 'dev-panel-token',
    API_SALT: 'dev-salt',
    API_TIMEOUT_MS: '3000',
    FORM_RATE_LIMIT: '100000',
    // The site's own database: a SQLite file of this stack's.
    SITE_DATA_DIR: join(data, 'site'),
  };

  return {
    siteUrl,
    apiUrl,
    async startApi() {
      api = spawn(bin('tsx'), ['agency-api/src/index.ts'], {
        cwd: root,
        detached: true,
        stdio: 'ignore',
        env: {
          ...env,
          ...options.apiEnv,
          AGENCY_API_PORT: String(options.apiPort),
          AGENCY_API_DATA: data,
        },
      });
      await waitFor(`${apiUrl}/api/health`, (s) => s === 200);
    },
    stopApi: () => stopProcess(api),
    async startSite() {
      if (options.ownBuild) copyBuild(distDir);
      const log = options.siteLog ? openSync(options.siteLog, 'a') : 'ignore';
      site = spawn(bin('next'), ['start', '-p', String(options.sitePort)], {
        cwd: root,
        detached: true,
        stdio: ['ignore', log, log],
        env: {
          ...env,
          ...options.siteEnv,
          ...(options.ownBuild ? { NEXT_DIST_DIR: distDir } : {}),
        },
      });
      // The site answers even with the API down (503 from health then).
      await waitFor(`${siteUrl}/api/health`, (s) => s === 200 || s === 503);
    },
    async stop() {
      await Promise.all([stopProcess(api), stopProcess(site)]);
      rmSync(data, { recursive: true, force: true });
      if (options.ownBuild) rmSync(join(root, distDir), { recursive: true, force: true });
    },
  };
}

/**
 * Starts the stack (agency API, then site) before the tests of the file or `describe` it is
 * called in, and stops it after them. Other clean-ups stay the spec's own `afterAll`.
 */
export function serveStack(stack: Stack & { startSite(): Promise<void> }, timeoutMs = 120_000) {
  test.beforeAll(async () => {
    test.setTimeout(timeoutMs);
    await stack.startApi();
    await stack.startSite();
  });
  test.afterAll(() => stack.stop());
}
