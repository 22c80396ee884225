// Starts the agency API (on a seed size, in a fresh temporary data folder) and
// the production site on the bench ports, and stops both at the end. Each
// child runs in its own process group (detached) so that killing the group
// also ends what `npx` spawned underneath (tsx, next-server).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stackVariables } from '../lib/local-env.mjs';
import { waitForUrl } from '../lib/processes.mjs';
import { BENCH_DIST_DIR, snapshotBuild } from './snapshot.mjs';

export const root = new URL('../..', import.meta.url).pathname;
// Ports reserved for the bench; others use 3210/4210/3300/4300 on this machine.
export const SITE_PORT = 3400;
export const API_PORT = 4400;
export const SITE = `http://127.0.0.1:${SITE_PORT}`;
export const API = `http://127.0.0.1:${API_PORT}`;

/**
 * The stacks the bench starts. `huge` has its own ports and its own copy of
 * the build: the page and data caches live in the build folder, and the huge
 * seed's list must never be served from the large seed's cache.
 */
export const STACKS = {
  large: { seed: 'large', talents: 1000, sitePort: SITE_PORT, apiPort: API_PORT },
  huge: {
    seed: 'huge',
    talents: 10000,
    sitePort: 3402,
    apiPort: 4402,
    distDir: `${BENCH_DIST_DIR}-huge`,
  },
};

const children = [];
let stopping = false;
let dataDir;
let siteDir;
// Servers that ended or stopped answering while the bench ran (a signal from
// another process on the machine, a crash), each started again on the same
// data and build copy; the report lists them.
export const restarts = [];
const MAX_RESTARTS = 5;
// name -> { args, env, health, child, ready }, the API first.
const servers = new Map();

function start(name, args, env, health) {
  const child = spawn('npx', args, {
    cwd: root,
    env,
    detached: true,
    // Keep stderr visible (crashes), drop request noise on stdout.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = { args, env, health, child };
  servers.set(name, server);
  children.push(child);
  child.on('exit', (code, signal) => {
    // Stopping, or already replaced by a restart.
    if (stopping || servers.get(name)?.child !== child) return;
    restart(name, signal ?? `exit code ${code}`);
  });
  server.ready = waitForUrl(health);
  return server;
}

function restart(name, how) {
  const old = servers.get(name);
  const again = restarts.filter((r) => r.name === name).length < MAX_RESTARTS;
  console.error(`[${name}] ${how}${again ? '; starting it again' : ''}`);
  restarts.push({ name, how, at: new Date().toISOString() });
  if (!again) return;
  // Whatever is left of it (a leader whose server child was killed) goes first.
  killGroup(old.child, 'SIGKILL');
  start(name, old.args, old.env, old.health);
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(10_000) })).ok;
  } catch {
    return false;
  }
}

/** Starts again any server of the stack that does not answer; resolves once all answer. */
export async function ensureUp() {
  for (const [name, server] of servers) {
    await server.ready.catch(() => {});
    if (await answers(server.health)) continue;
    restart(name, 'not answering');
    await servers.get(name).ready;
  }
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops both servers (SIGTERM, then SIGKILL after 5 s) and removes the data and build copies. */
export async function stopStack() {
  stopping = true;
  const running = (c) => c.exitCode === null && c.signalCode === null;
  const alive = children.filter(running);
  for (const child of alive) killGroup(child, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && alive.some(running)) {
    await new Promise((r) => setTimeout(r, 100));
  }
  // A group may outlive its leader (npx exits first), so always finish with SIGKILL.
  for (const child of children) killGroup(child, 'SIGKILL');
  children.length = 0;
  servers.clear();
  for (const dir of [dataDir, siteDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  dataDir = siteDir = undefined;
}

/**
 * Builds if needed and copies the build, then starts the API and the site of
 * one stack (default: large); resolves once /api/health is 200 with the
 * stack's URLs and the id of the build it serves.
 */
export async function startStack(stack = STACKS.large) {
  stopping = false;
  const site = `http://127.0.0.1:${stack.sitePort}`;
  const api = `http://127.0.0.1:${stack.apiPort}`;
  const snapshot = await snapshotBuild(root, stack.distDir);
  siteDir = join(root, snapshot.distDir);
  console.log(`Serving build ${snapshot.buildId} from a copy in ${snapshot.distDir}`);
  dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-'));
  const env = {
    ...process.env,
    // Credentials and brand shared by the API and the site (production refuses to start without them).
    ...stackVariables(process.env, { sitePort: stack.sitePort, apiPort: stack.apiPort }).vars,
    AGENCY_API_PORT: String(stack.apiPort),
    AGENCY_API_HOST: '127.0.0.1',
    AGENCY_API_DATA: dataDir,
    AGENCY_API_SEED: stack.seed,
    MAIN_API_URL: api,
    PANEL_API_URL: api,
    SITE_URL: site,
    // The load test posts the contact form thousands of times from one address.
    FORM_RATE_LIMIT: '1000000',
    // The review bench joins and marks thousands of times from one address.
    REVIEW_RATE_LIMIT: '1000000',
    // Pages are measured as a first visit sees them, with the consent banner;
    // without consent these addresses are never requested.
    MAPS_SCRIPT_URL: `${site}/bench/maps.js`,
    REVIEWS_WIDGET_URL: `${site}/bench/reviews.js`,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: snapshot.distDir,
  };
  // The huge seed takes a few seconds more to write.
  await start('agency-api', ['tsx', 'agency-api/src/index.ts'], env, `${api}/api/health`).ready;
  // No `-H 127.0.0.1`: with it, Next 16 answers the proxy's rewrites
  // (x-middleware-rewrite to http://localhost:…) with a 308 to the same path.
  // The bench still sends traffic to 127.0.0.1 only.
  await start('site', ['next', 'start', '-p', String(stack.sitePort)], env, `${site}/api/health`)
    .ready;
  console.log(`Agency API on ${api} (${stack.seed} seed in ${dataDir}), site on ${site}`);
  return { site, api, buildId: snapshot.buildId.trim() };
}

/**
 * Runs `main(urls)` between startStack and stopStack; stops on Ctrl-C /
 * SIGTERM too. One stack at a time: a second runs after the first stopped.
 */
export async function withStack(main, stack = STACKS.large) {
  const onSignal = async () => {
    await stopStack();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const urls = await startStack(stack);
    return await main(urls);
  } finally {
    await stopStack();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
