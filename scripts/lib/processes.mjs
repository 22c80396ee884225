// Small helpers to run the agency API and the site as child processes: a child
// run with `restart` is started again when it ends by itself (after a back-off),
// any other one stops the rest when it ends; all stop together on Ctrl-C or
// SIGTERM to the launcher, and when the launcher itself is killed (parent-watch.cjs).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Every process group started, even of a child that has exited: what it
// started may still run.
const groups = new Set();
const parentWatch = fileURLToPath(new URL('./parent-watch.cjs', import.meta.url));
// A child that will not stop on SIGTERM gets SIGKILL after this long.
const GRACE_MS = 5000;

/** A child's whole process group (npx, node, next-server…): a child alone may leave its own behind. */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // Already gone.
  }
}
const groupAlive = (pid) => signalGroup(pid, 0);

function childEnv(env = process.env) {
  const nodeOptions = `${env.NODE_OPTIONS ?? ''} --require ${parentWatch}`.trim();
  return { ...env, NODE_OPTIONS: nodeOptions, STACK_LAUNCHER_PID: String(process.pid) };
}

// Restarts in a row wait 0.5 s, 1 s, 2 s… up to 30 s; a child that ran this long
// without ending starts the count again.
const RESTART_MAX_MS = 30_000;
const STEADY_MS = 60_000;
export const restartDelay = (attempt) => Math.min(500 * 2 ** attempt, RESTART_MAX_MS);

/**
 * Runs a child in its own process group. options.restart: when it ends without
 * the launcher stopping, it is started again after restartDelay (the agency API
 * that died alone comes back while the site goes on serving its cached pages);
 * options.essential === false: its end changes nothing; otherwise its end stops
 * the whole stack, as a failure.
 */
export function run(name, command, args, options = {}) {
  const { restart = false, essential = true, ...spawnOptions } = options;
  let attempt = 0;
  const start = () => {
    const startedAt = Date.now();
    const child = spawn(command, args, {
      stdio: 'inherit',
      ...spawnOptions,
      env: childEnv(spawnOptions.env),
      // Its own process group, so that stopping it stops everything it started.
      detached: true,
    });
    groups.add(child.pid);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (restart) {
        // What it started may outlive it (tsx's node, next-server) and hold the port: gone first.
        signalGroup(child.pid, 'SIGKILL');
        if (Date.now() - startedAt >= STEADY_MS) attempt = 0;
        const wait = restartDelay(attempt++);
        console.error(`[${name}] exited (${signal ?? code}); starting it again in ${wait} ms.`);
        setTimeout(() => stopping || start(), wait);
      } else if (essential) {
        console.error(`[${name}] exited (${signal ?? code}); stopping.`);
        // The stack is incomplete: that is a failure, whatever the child's own code.
        stopAll(code || 1);
      }
    });
    return child;
  };
  return start();
}

let stopping = false;

export function stopAll(exitCode = 0) {
  stopping = true;
  for (const pid of groups) signalGroup(pid, 'SIGTERM');
  const deadline = setTimeout(() => {
    for (const pid of groups) signalGroup(pid, 'SIGKILL');
    process.exit(exitCode);
  }, GRACE_MS);
  deadline.unref();
  const check = setInterval(() => {
    if ([...groups].some(groupAlive)) return;
    clearInterval(check);
    process.exit(exitCode);
  }, 50);
}

export function stopOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
}

/** Polls a URL until it answers 2xx, or fails after the timeout. */
export async function waitForUrl(url, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
