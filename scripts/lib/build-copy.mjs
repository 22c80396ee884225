// A copy of the production build that `next start` can serve with
// NEXT_DIST_DIR (next.config.ts). The copy starts with an empty page cache:
// pages rendered by another server (server/route-cache), against another
// API or configuration, are left out, as are build caches it never reads.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = /^(cache|dev|trace|trace-build|lock|diagnostics)(\/|$)|^server\/route-cache(\/|$)/;

/** Copies `.next` to `root/distDir` (replacing it); returns the copy's path. */
export function copyBuild(root, distDir) {
  const source = join(root, '.next');
  const target = join(root, distDir);
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (path) => !SKIP.test(path.slice(source.length + 1)),
  });
  return target;
}

// As a command: node scripts/lib/build-copy.mjs <distDir>
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const distDir = process.argv[2];
  if (!distDir?.startsWith('.next-')) {
    console.error('usage: node scripts/lib/build-copy.mjs .next-<name>');
    process.exit(2);
  }
  copyBuild(process.cwd(), distDir);
}
