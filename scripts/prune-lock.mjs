// The package registry reachable here does not hold every platform build of
// some native packages (darwin/win32 builds of @swc/core, @next/swc, …).
// npm then leaves them out of package-lock.json but keeps the optional edges
// that name them, and `npm ci` refuses the lock as out of sync. This drops
// optional edges whose package the lock does not hold. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const paths = Object.keys(lock.packages);

function resolvable(fromPath, name) {
  // npm resolves a dependency in node_modules of the package, then of each parent.
  const segments = fromPath.split('/node_modules/');
  for (let i = segments.length; i >= 0; i -= 1) {
    const base = segments.slice(0, i).join('/node_modules/');
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (paths.includes(candidate)) return true;
  }
  return false;
}

let dropped = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolvable(path, name)) {
      delete entry.optionalDependencies[name];
      dropped += 1;
    }
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`dropped ${dropped} optional dependencies the registry does not hold`);
