import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryPathsIn } from './support/doc-paths';

// A newcomer trusts a path the docs name: each backticked repository path in
// docs/ and the README must exist. A path under a folder git ignores (a build,
// a data folder) is made at run time and is not checked.
const root = join(__dirname, '..', '..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
// In a git checkout git says what is tracked and ignored; in a copy of the files without .git (CI's
// Node 24 run), the folders at the root and .gitignore's folder lines stand in.
const isCheckout = existsSync(join(root, '.git'));
const ignoredFolders = readFileSync(join(root, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => line.endsWith('/') && !line.includes('*'))
  .map((line) => line.slice(0, -1));
const topLevel = new Set(
  isCheckout
    ? execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map((file) => file.split('/')[0] ?? file)
    : readdirSync(root).filter((name) => !ignoredFolders.includes(name)),
);

function ignoredByGit(paths: string[]): Set<string> {
  if (!isCheckout)
    return new Set(
      paths.filter((path) => ignoredFolders.some((folder) => `${path}/`.startsWith(`${folder}/`))),
    );
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: root,
      encoding: 'utf8',
      input: paths.join('\n'),
    });
    return new Set(out.split('\n').filter(Boolean));
  } catch {
    // check-ignore exits 1 when no path is ignored.
    return new Set();
  }
}

// A module may be named as it is imported, without its extension.
const MODULE_ENDINGS = ['', '.ts', '.tsx', '.mjs', '.mts', '.js'];
const exists = (path: string) =>
  MODULE_ENDINGS.some((ending) => existsSync(join(root, `${path}${ending}`)));

describe('repository paths in the docs', () => {
  it.each(documents)('every backticked path in %s exists', (document) => {
    const text = readFileSync(join(root, document), 'utf8');
    const paths = repositoryPathsIn(text, topLevel);
    const ignored = ignoredByGit(paths);
    const missing = paths.filter((path) => !ignored.has(path) && !exists(path));
    expect(missing).toEqual([]);
  });

  it('finds a wrong path', () => {
    const topLevel = new Set(['lib', 'README.md']);
    expect(
      repositoryPathsIn(
        'See `lib/forms/postedDefaults.ts`, `README.md`, `lib/talents/*.ts`, `/modelos/pagina/2`, `lib/x.ts:12`.',
        topLevel,
      ),
    ).toEqual(['lib/forms/postedDefaults.ts', 'README.md', 'lib/x.ts']);
    expect(existsSync(join(root, 'lib/forms/postedDefaults.ts'))).toBe(false);
  });
});
