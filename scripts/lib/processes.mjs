// Small helpers to run the agency API and the site as child processes and to
// stop them together (Ctrl-C, SIGTERM, or one of them dying).
import { spawn } from 'node:child_process';

const children = new Set();

export function run(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (options.essential !== false && !stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping.`);
      stopAll(code ?? 1);
    }
  });
  return child;
}

let stopping = false;

export function stopAll(exitCode = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const deadline = setTimeout(() => process.exit(exitCode), 5000);
  deadline.unref();
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      process.exit(exitCode);
    }
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
