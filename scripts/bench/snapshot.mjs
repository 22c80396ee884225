// The bench serves its own copy of the production build (NEXT_DIST_DIR):
// other work on this machine may rebuild `.next` at any time (tests, `npm
// start`), and the copy keeps the bench's page cache apart.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIsCurrent } from '../lib/build.mjs';
import { copyBuild } from '../lib/build-copy.mjs';

export const BENCH_DIST_DIR = '.next-bench';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits while another process is building (Next holds `.next/lock` meanwhile). */
async function waitForOtherBuild(root, timeoutMs = 600_000) {
  const start = Date.now();
  while (existsSync(join(root, '.next', 'lock')) && Date.now() - start < timeoutMs) {
    if (Date.now() - start < 1000) console.log('Another build is running; waiting for it…');
    await sleep(2000);
  }
}

/** Builds if there is no current build, then copies it to `distDir`; returns the build's id. */
export async function snapshotBuild(root, distDir = BENCH_DIST_DIR) {
  await waitForOtherBuild(root);
  if (!buildIsCurrent(root)) {
    console.log('Building the site (no current build)…');
    const result = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('next build failed');
  }
  const buildIdPath = join(root, '.next', 'BUILD_ID');
  for (let attempt = 0; attempt < 3; attempt++) {
    const buildId = readFileSync(buildIdPath, 'utf8');
    copyBuild(root, distDir);
    // Unchanged BUILD_ID and no build started meanwhile: the copy is one build.
    if (readFileSync(buildIdPath, 'utf8') === buildId && !existsSync(join(root, '.next', 'lock'))) {
      return { buildId, distDir };
    }
    console.log('The build changed while it was copied; copying again…');
    await waitForOtherBuild(root);
  }
  throw new Error('could not copy a stable build of the site');
}
