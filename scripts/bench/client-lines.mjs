// The lines reachable from 'use client' boundaries: every .ts/.tsx module under
// app/, components/ and lib/ whose first statement is the 'use client'
// directive, and every module it reaches through value imports, transitively.
// Reported beside the lines of app/ + components/ + lib/ (source-lines.mjs),
// not a gate. Read by git at a commit, like the line count, so the bench gives
// the same figure at its "before" commit beside this run's.
//
// Followed: `import … from`, side-effect `import '…'`, `export … from` and
// dynamic `import('…')` with a literal address. Left out: `import type`,
// `export type`, imports and re-exports whose every name is `type X`, and
// `typeof import('…')` in types, and the imports of a 'use server' module: a
// client module importing one gets a reference to each Server Action, and the
// module's own imports stay on the server (the module itself is counted, as
// issue 42's figure of about 6,150 lines at d2f6a2b counted it). Resolved: `@/` (the repository's root),
// relative paths, `@agency/rules/<x>` (packages/agency-rules/src/<x>), each as
// written, then with .ts, .tsx, /index.ts, /index.tsx. Bare npm packages are
// not followed. The figure counts the reached .ts/.tsx files under app/,
// components/ and lib/ (lines as git counts them: comments and blank lines
// included); reached shared rules in packages/ are counted apart, since they
// are not part of the lines they are a share of.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';

const SITE_DIRS = ['app', 'components', 'lib'];
const CODE = /\.(ts|tsx|mts|mjs|js)$/;
const COUNTED = /\.(ts|tsx)$/;
const RULES_PREFIX = '@agency/rules/';
const RULES_SRC = 'packages/agency-rules/src/';
const SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const scriptKind = (file) =>
  file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : /\.(mjs|js)$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;

const literal = (node) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/** Whether an import declaration brings a value (or runs the module). */
function importsValue(declaration) {
  const clause = declaration.importClause;
  if (!clause) return true; // import './side-effect'
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly);
}

/** Whether `export … from` re-exports a value. */
function exportsValue(declaration) {
  if (declaration.isTypeOnly) return false;
  const clause = declaration.exportClause;
  if (!clause || ts.isNamespaceExport(clause)) return true; // export * (as ns) from
  return clause.elements.length === 0 || clause.elements.some((e) => !e.isTypeOnly);
}

/**
 * A module's 'use client' or 'use server' directive (a directive of its
 * prologue, before any other statement) and the addresses of its value
 * imports, in source order.
 */
export function parseModule(text, fileName = 'module.tsx') {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    scriptKind(fileName),
  );
  let useClient = false;
  let useServer = false;
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    if (statement.expression.text === 'use client') useClient = true;
    if (statement.expression.text === 'use server') useServer = true;
  }
  const imports = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      if (importsValue(node)) imports.push(literal(node.moduleSpecifier));
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && exportsValue(node)) imports.push(literal(node.moduleSpecifier));
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      literal(node.arguments[0]) !== null
    )
      imports.push(literal(node.arguments[0]));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { useClient, useServer, imports: imports.filter((s) => s !== null) };
}

/**
 * The repository path an import address names, from the module at `from`, or
 * null: a bare package (not followed), or a local address matching no file.
 * `exists(path)` tells whether the repository holds that file.
 */
export function resolveImport(from, specifier, exists) {
  let base;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith(RULES_PREFIX))
    base = RULES_SRC + specifier.slice(RULES_PREFIX.length);
  else if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.')
    base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  base = path.posix.normalize(base).replace(/\/$/, '');
  for (const suffix of SUFFIXES) {
    const candidate = base + suffix;
    if (exists(candidate)) return candidate;
  }
  return null;
}

/** Whether an address is local (so an unresolved one is worth reporting). */
const isLocal = (specifier) =>
  /^(@\/|\.\.?(\/|$))/.test(specifier) || specifier.startsWith(RULES_PREFIX);

/** Lines as `git grep -c ''` counts them: a last line without a newline counts. */
export function countLines(text) {
  if (!text) return 0;
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return text.endsWith('\n') ? lines : lines + 1;
}

const inSite = (file) => SITE_DIRS.some((dir) => file.startsWith(`${dir}/`));

/**
 * The files reached from `starts` through value imports; the imports of a
 * 'use server' module are followed only with `throughServerActions`.
 */
function reachFrom(starts, parse, exists, throughServerActions = false) {
  const reached = new Set(starts);
  const unresolved = new Set();
  const queue = [...starts];
  while (queue.length) {
    const file = queue.pop();
    const parsedFile = parse(file);
    if (parsedFile.useServer && !throughServerActions) continue;
    for (const specifier of parsedFile.imports) {
      const target = resolveImport(file, specifier, exists);
      if (target === null) {
        if (isLocal(specifier)) unresolved.add(`${file}: ${specifier}`);
        continue;
      }
      if (reached.has(target)) continue;
      reached.add(target);
      // A JSON file or a style sheet is reached but has no imports to follow.
      if (CODE.test(target)) queue.push(target);
    }
  }
  return { reached, unresolved };
}

/**
 * From the modules of a repository (path → text): the 'use client'
 * boundaries, the files they reach, and their lines against those of
 * app/ + components/ + lib/.
 */
export function clientReach(files) {
  const parsed = new Map();
  const parse = (file) => {
    if (!parsed.has(file)) parsed.set(file, parseModule(files.get(file), file));
    return parsed.get(file);
  };
  const exists = (file) => files.has(file);
  const siteFiles = [...files.keys()].filter((f) => inSite(f) && COUNTED.test(f));
  const boundaries = siteFiles.filter((f) => parse(f).useClient).sort();

  const { reached, unresolved } = reachFrom(boundaries, parse, exists);
  const lines = (list) => list.reduce((sum, f) => sum + countLines(files.get(f)), 0);
  const siteReached = [...reached].filter((f) => inSite(f) && COUNTED.test(f)).sort();
  const rulesReached = [...reached].filter((f) => f.startsWith(RULES_SRC)).sort();
  const otherReached = [...reached]
    .filter((f) => !siteReached.includes(f) && !rulesReached.includes(f))
    .sort();
  const siteLines = lines(siteFiles);
  const reachedLines = lines(siteReached);
  const share = (n) => (siteLines ? Math.round((n / siteLines) * 1000) / 10 : 0);
  // For comparison: the same walk following the Server Actions' imports too.
  const through = [...reachFrom(boundaries, parse, exists, true).reached].filter(
    (f) => inSite(f) && COUNTED.test(f),
  );
  return {
    boundaries: boundaries.length,
    files: siteReached.length,
    lines: reachedLines,
    siteFiles: siteFiles.length,
    siteLines,
    pct: share(reachedLines),
    serverActions: siteReached.filter((f) => parse(f).useServer).length,
    throughServerActions: { lines: lines(through), pct: share(lines(through)) },
    rules: { files: rulesReached.length, lines: lines(rulesReached) },
    // Reached, not counted (a JSON message file, a .mjs helper): named, not summed.
    other: otherReached,
    unresolved: [...unresolved].sort(),
    reached: siteReached,
  };
}

/** Every code file of the repository at `commit` (path → text), read by git in one pass. */
export function filesAt(root, commit) {
  const git = (args, input) =>
    execFileSync('git', args, { cwd: root, input, maxBuffer: 256 * 1024 * 1024 });
  const names = git(['ls-tree', '-r', '-z', '--name-only', commit])
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  // Code is read whole; other files (JSON messages, styles) only need to exist.
  const code = names.filter((name) => CODE.test(name));
  const out = git(['cat-file', '--batch'], code.map((name) => `${commit}:${name}\n`).join(''));
  const files = new Map(names.map((name) => [name, '']));
  let at = 0;
  for (const name of code) {
    const end = out.indexOf(0x0a, at);
    const header = out.toString('utf8', at, end).split(' ');
    if (header[1] !== 'blob') throw new Error(`git cat-file: ${name}: ${header.join(' ')}`);
    const size = Number(header[2]);
    files.set(name, out.toString('utf8', end + 1, end + 1 + size));
    at = end + 1 + size + 1;
  }
  return files;
}

/** The figure at `commit`; null when git cannot read that commit. */
export function clientLinesAt(root, commit) {
  let files;
  try {
    files = filesAt(root, commit);
  } catch {
    return null;
  }
  const { reached, ...figures } = clientReach(files);
  return { commit, ...figures, reachedFiles: reached };
}

/** This run's figure (at HEAD) and the before's beside it. */
export function clientLines(root, beforeCommit) {
  const now = clientLinesAt(root, 'HEAD');
  const before = beforeCommit ? clientLinesAt(root, beforeCommit) : null;
  // The before's list of files is left out of the report; its figures stay.
  const slim = before && { ...before, reachedFiles: undefined };
  return now && { ...now, before: slim };
}

export const describeClientLines = (c) =>
  `${c.lines.toLocaleString('en')} of ${c.siteLines.toLocaleString('en')} (${c.pct} %)`;

/** The figure of the before / after table (compare.mjs): reported, not a gate. */
export function clientFigures(bench) {
  const c = bench.clientLines;
  if (!c?.lines) return [];
  return [
    {
      id: 'source.clientLines',
      label: "Lines reachable from 'use client' boundaries (reported, not a budget)",
      value: c.lines,
      text: describeClientLines(c),
      unit: '',
      counted: c.before && {
        value: c.before.lines,
        text: describeClientLines(c.before),
        unit: '',
      },
    },
  ];
}

// `node scripts/bench/client-lines.mjs [commit…]`: the figure at each commit (HEAD by default).
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  for (const commit of process.argv.slice(2).length ? process.argv.slice(2) : ['HEAD']) {
    const c = clientLinesAt(root, commit);
    if (!c) {
      console.log(`${commit}: git cannot read it`);
      continue;
    }
    console.log(
      `${commit}: ${describeClientLines(c)} lines of app/ + components/ + lib/ reachable from ` +
        `${c.boundaries} 'use client' boundaries (${c.files} of ${c.siteFiles} files); ` +
        `${c.serverActions} 'use server' modules counted, their imports not followed ` +
        `(following them: ${c.throughServerActions.lines.toLocaleString('en')}, ${c.throughServerActions.pct} %); ` +
        `shared rules in packages/: ${c.rules.lines} lines in ${c.rules.files} files` +
        (c.other.length ? `; also reached, not counted: ${c.other.join(', ')}` : '') +
        (c.unresolved.length ? `; unresolved: ${c.unresolved.join(', ')}` : ''),
    );
  }
}
