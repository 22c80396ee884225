// `npm start` builds only when there is no build newer than the sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

export function buildIsCurrent(root) {
  const buildId = join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.every((source) => newestMtime(join(root, source)) <= built);
}
