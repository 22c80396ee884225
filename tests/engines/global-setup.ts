import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { E2E } from '../e2e/support/ports';

// The journeys' servers, as the Playwright suite has them: the production
// build and a fresh agency API on a temporary data folder
// (scripts/e2e-server.mjs), on E2E_SITE_PORT / E2E_API_PORT.
const root = join(__dirname, '..', '..');
let servers: ChildProcess | null = null;

async function up(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

export async function setup() {
  servers = spawn('node', ['scripts/e2e-server.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: process.env,
  });
  await up(`${E2E.siteUrl}/api/health`, 180_000);
}

export async function teardown() {
  if (!servers?.pid || servers.exitCode !== null) return;
  const exited = new Promise((resolve) => servers!.once('exit', resolve));
  process.kill(-servers.pid, 'SIGTERM');
  await exited;
}
