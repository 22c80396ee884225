import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { privatePorts } from './support/ports';

// `npm start` (scripts/start.mjs) runs the agency API and the site together:
// either one that dies alone is started again while the other goes on; when
// the launcher is stopped or killed, nothing of the stack may keep running or
// keep the port.
const root = join(__dirname, '..', '..');
test.describe.configure({ mode: 'serial' });

/** Every process below `pid`, from ps (children of children included). */
function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of table) {
      if (ppid !== parent) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function startStack(ports: { sitePort: number; apiPort: number }) {
  const data = mkdtempSync(join(tmpdir(), 'agency-launcher-'));
  const launcher = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(ports.sitePort),
      AGENCY_API_PORT: String(ports.apiPort),
      AGENCY_API_DATA: data,
    },
  });
  const exited = new Promise<number | null>((resolve) => launcher.on('exit', resolve));
  const health = `http://127.0.0.1:${ports.sitePort}/api/health`;
  await expect
    .poll(
      () =>
        fetch(health).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
  const stack = descendants(launcher.pid!);
  return { launcher, exited, stack, cleanup: () => rmSync(data, { recursive: true, force: true }) };
}

function stopLeftovers(launcher: ChildProcess, stack: number[]) {
  for (const pid of [launcher.pid!, ...stack]) if (alive(pid)) process.kill(pid, 'SIGKILL');
}

test('when the agency API dies alone, the site keeps serving cached pages and the API is back within 30 s', async () => {
  test.setTimeout(180_000);
  const ports = privatePorts(3230, 4230);
  const { launcher, exited, stack, cleanup } = await startStack(ports);
  const site = `http://127.0.0.1:${ports.sitePort}`;
  const apiHealth = `http://127.0.0.1:${ports.apiPort}/api/health`;
  const status = (url: string) =>
    fetch(url, { redirect: 'manual' }).then(
      (r) => r.status,
      () => 0,
    );
  let ended = false;
  void exited.then(() => (ended = true));
  try {
    // Rendered once while the API answers: the page cache keeps it.
    expect(await status(`${site}/sobre-nos`)).toBe(200);
    // Every process of the agency API (tsx and the node it runs), killed at once, as a crash would.
    const api = execFileSync('pgrep', ['-f', 'agency-api/src/index.ts'], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter((pid) => stack.includes(pid));
    expect(api.length).toBeGreaterThan(0);
    for (const pid of api) process.kill(pid, 'SIGKILL');
    await expect.poll(() => status(apiHealth), { timeout: 5_000 }).toBe(0);
    // The API is gone; the site and its cached page are not.
    expect(await status(`${site}/sobre-nos`)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(ended).toBe(false);
    expect(await status(`${site}/sobre-nos`)).toBe(200);
    await expect.poll(() => status(apiHealth), { timeout: 20_000 }).toBe(200);
    expect(await status(`${site}/api/health`)).toBe(200);
    expect(ended).toBe(false);
    // It stops on a signal to itself, and takes everything with it.
    const now = descendants(launcher.pid!);
    launcher.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect.poll(() => [...stack, ...now].filter(alive), { timeout: 10_000 }).toEqual([]);
    expect(await listening(ports.sitePort)).toBe(false);
    expect(await listening(ports.apiPort)).toBe(false);
  } finally {
    stopLeftovers(launcher, stack);
    cleanup();
  }
});

test('when the launcher is killed outright, the whole stack is gone within 5 s', async () => {
  test.setTimeout(150_000);
  const ports = privatePorts(3231, 4231);
  const { launcher, stack, cleanup } = await startStack(ports);
  try {
    expect(stack.length).toBeGreaterThan(1);
    process.kill(launcher.pid!, 'SIGKILL');
    await expect.poll(() => stack.filter(alive), { timeout: 5_000 }).toEqual([]);
    expect(await listening(ports.sitePort)).toBe(false);
    expect(await listening(ports.apiPort)).toBe(false);
  } finally {
    stopLeftovers(launcher, stack);
    cleanup();
  }
});
