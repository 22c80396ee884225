// A bare Next.js app (a root layout and a page with one heading, no client
// component of its own) built with the project's own `next`, `react` and
// `react-dom` in a temporary folder: the framework's floor of first-load
// JavaScript, against which the site's pages are budgeted (bare-page.mjs).
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, parse, sep } from 'node:path';

const LAYOUT = `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;
const PAGE = `export default function Page() {
  return <h1>Bare page</h1>;
}
`;

/** The deepest folder holding both paths: Turbopack resolves nothing outside its root. */
function commonAncestor(a, b) {
  const [pa, pb] = [a, b].map((p) => p.split(sep));
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(sep) || parse(a).root;
}

/** The environment of `next build` / `next start` for the bare app. */
export function bareEnv() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  // Each command sets its own mode; and the site's build folder must not leak in.
  delete env.NODE_ENV;
  delete env.NEXT_DIST_DIR;
  return env;
}

/**
 * Writes the bare app into a new temporary folder and returns it. Its
 * node_modules is a link to the project's, so the versions are the site's
 * and nothing is installed (no network).
 */
export function writeBareApp(root) {
  if (!existsSync(join(root, 'node_modules', 'next', 'package.json')))
    throw new Error(`bare Next page: no next in ${join(root, 'node_modules')} (run npm ci first)`);
  const modules = realpathSync(join(root, 'node_modules'));
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'bench-bare-next-')));
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'app', 'layout.tsx'), LAYOUT);
  writeFileSync(join(dir, 'app', 'page.tsx'), PAGE);
  symlinkSync(modules, join(dir, 'node_modules'), 'dir');
  // The linked node_modules lies outside the temporary folder: without a root
  // above both, Turbopack reports "Could not find the Next.js package".
  const turbopackRoot = commonAncestor(dir, modules);
  writeFileSync(
    join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(turbopackRoot)} } };\n`,
  );
  return dir;
}

/** The project's `next` binary (never a global one, never one fetched by npx). */
export const nextBin = (root) => join(root, 'node_modules', '.bin', 'next');

/** `next build` of the bare app (Turbopack, Next 16's default); rejects with the build's last lines. */
export function buildBareApp(root, dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(nextBin(root), ['build'], {
      cwd: dir,
      // Plain text: the tail of a failed build goes into the report's errors.
      env: { ...bareEnv(), NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => {
      // The tail is what explains a failure; the rest is progress.
      output = (output + chunk).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) =>
      reject(new Error(`bare Next page: cannot run ${nextBin(root)}: ${error.message}`)),
    );
    child.on('exit', (code, signal) => {
      if (code === 0 && /Turbopack/.test(output)) return resolve(output);
      const why =
        code === 0
          ? 'the build did not run on Turbopack'
          : `next build ended with ${signal ?? code}`;
      const tail = output.trim().split('\n').slice(-25).join('\n');
      reject(new Error(`bare Next page: ${why} (in ${dir}):\n${tail}`));
    });
  });
}

/** Removes the temporary app; safe to call twice or on a folder never written. */
export function removeBareApp(dir) {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
