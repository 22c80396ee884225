// Child processes of the cluster, each the leader of its own process group,
// so that stopping one also stops what it spawned (next start's next-server,
// nginx's workers, tsx's node) and a Ctrl-C in the terminal reaches only the
// launcher, which then stops them in order.
import { spawn } from 'node:child_process';
import { accessSync, closeSync, constants, openSync, readFileSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

/** Starts `command`; its output goes to `logFile` when given, else to ours. */
export function spawnGroup(command, args, { cwd, env, logFile }) {
  const fd = logFile ? openSync(logFile, 'a') : null;
  const stdio = fd === null ? 'inherit' : ['ignore', fd, fd];
  const child = spawn(command, args, { cwd, env, stdio, detached: true });
  if (fd !== null) closeSync(fd);
  child.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', (error) => resolve({ code: null, signal: null, error }));
  });
  return child;
}

/** A system program by name: on the PATH, else in the sbin folders (Debian's nginx). */
export function findProgram(name) {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // Not in this folder.
    }
  }
  throw new Error(`${name} is not installed (Debian: apt-get install ${name}; .ci/run does it)`);
}

/** Whether the child has not ended yet. */
export function running(child) {
  return child.exitCode === null && child.signalCode === null;
}

/** Sends a signal to the child's whole process group (never to anything else). */
export function signalGroup(child, signal) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Stops a group: `signal`, then SIGKILL after `graceMs`; resolves once the leader ended. */
export async function stopGroup(child, { signal = 'SIGTERM', graceMs = 5000 } = {}) {
  if (!child) return;
  if (running(child)) {
    signalGroup(child, signal);
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    await child.exited;
    clearTimeout(timer);
  }
  // Whatever the leader left behind in its group (a next-server whose parent died).
  signalGroup(child, 'SIGKILL');
}

/** The pids of a process's children (Linux /proc). */
export function childPids(pid) {
  const pids = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(join('/proc', name, 'stat'), 'utf8');
      // Fields after the command name, which is in parentheses: state, ppid, ...
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) pids.push(Number(name));
    } catch {
      // The process ended while we read.
    }
  }
  return pids;
}

/** Redis as a cache and counters: loopback only, nothing written to disk. */
export function spawnRedis({ port, runDir, logFile }) {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  return spawnGroup(findProgram('redis-server'), [...args, '--dir', runDir], {
    cwd: runDir,
    logFile,
  });
}

/** Resolves once Redis on `port` answers PING, or rejects after the timeout. */
export async function waitForRedis(port, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await redisPing(port)) return;
    await delay(100);
  }
  throw new Error(`Redis on port ${port} did not answer within ${timeoutMs} ms`);
}

function redisPing(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
