// The first-load JavaScript of a bare Next.js page (bare-app.mjs), built,
// served by `next start` on a free port and weighed by the same `firstLoadJs`
// as the site's pages, in the bench's own run: the site's budget is what it
// loads above this floor. `node scripts/bench/bare-page.mjs` measures only this.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/free-port.mjs';
import { waitForUrl } from '../lib/processes.mjs';
import { bareEnv, buildBareApp, nextBin, removeBareApp, writeBareApp } from './bare-app.mjs';
import { firstLoadJs } from './pages.mjs';

const defaultRoot = fileURLToPath(new URL('../..', import.meta.url));

// The bare app's server while it runs, for the exit handler of measureBarePage.
let running = null;

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** `next start` of the built bare app; resolves once `/` answers, with a stop function. */
async function serve(root, dir) {
  const port = await freePort();
  // Detached: its own process group, so stopping it also ends any child it spawned.
  const child = spawn(nextBin(root), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...bareEnv(), NODE_ENV: 'production' },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running = child;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    killGroup(child, 'SIGTERM');
    const gone = await Promise.race([
      exited.then(() => true),
      new Promise((r) => setTimeout(() => r(false), 5000)),
    ]);
    if (!gone) killGroup(child, 'SIGKILL');
    running = null;
  };
  const site = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForUrl(`${site}/`, 60_000),
      exited.then((code) => {
        throw new Error(`bare Next page: next start ended (${code}) before answering`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { site, stop };
}

const versionOf = (root, name) =>
  createRequire(join(root, 'package.json'))(`${name}/package.json`).version;

/**
 * Builds and serves the bare page, runs `work(site, figures)` while it is
 * served (the Lighthouse rounds interleave it with the site's pages), then
 * stops it and removes its folder, whether or not a step failed. `figures`
 * holds `firstLoadJs`'s figures of `/` with the versions and the build's
 * duration; resolves to what `work` resolved to.
 */
export async function withBarePage(root, work) {
  let dir;
  let server;
  // A bench ended by a signal exits without running `finally`: clean up then too.
  const onExit = () => {
    if (running) killGroup(running, 'SIGKILL');
    removeBareApp(dir);
  };
  process.once('exit', onExit);
  try {
    dir = writeBareApp(root);
    const started = Date.now();
    await buildBareApp(root, dir);
    const build_s = Math.round((Date.now() - started) / 100) / 10;
    server = await serve(root, dir);
    const figures = {
      path: '/',
      next: versionOf(root, 'next'),
      react: versionOf(root, 'react'),
      reactDom: versionOf(root, 'react-dom'),
      build_s,
      ...(await firstLoadJs(server.site, '/')),
    };
    return await work(server.site, figures);
  } finally {
    await server?.stop();
    removeBareApp(dir);
    process.off('exit', onExit);
  }
}

/** The bare page's first-load figures alone. */
export function measureBarePage(root = defaultRoot) {
  return withBarePage(root, async (_site, figures) => figures);
}

// Run directly: print the bare page's figures (the bench itself imports measureBarePage).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const bare = await measureBarePage();
    const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
    console.log(
      `Bare Next ${bare.next} page (React ${bare.react}, react-dom ${bare.reactDom}), built in ${bare.build_s} s`,
    );
    for (const f of bare.list) console.log(`  ${f.file}  ${kb(f.gzip)} gzip  ${f.what}`);
    console.log(
      `first-load JavaScript: ${bare.files} files, ${kb(bare.raw)} raw, ${kb(bare.gzip)} gzip, ${kb(bare.brotli)} brotli`,
    );
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
