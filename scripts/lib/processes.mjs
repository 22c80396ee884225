// Small helpers to run the agency API and the site as child processes and to
// stop them together: on Ctrl-C or SIGTERM, when either of them ends, and
// when the launcher itself is killed (parent-watch.cjs).
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

export function run(name, command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: 'inherit',
    ...options,
    env: childEnv(options.env),
    // Its own process group, so that stopping it stops everything it started.
    detached: true,
  });
  groups.add(child.pid);
  child.on('exit', (code, signal) => {
    if (options.essential !== false && !stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping.`);
      // The stack is incomplete: that is a failure, whatever the child's own code.
      stopAll(code || 1);
    }
  });
  return child;
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
