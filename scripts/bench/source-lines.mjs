// The size of the site's own code: lines of .ts and .tsx under app/,
// components/ and lib/ (Prettier-formatted, comments and blank lines
// included), counted by git at a commit, so the bench can give the same
// count at its "before" commit beside this run's.
import { execFileSync } from 'node:child_process';
import { check } from './budgets.mjs';

const SPECS = ['app', 'components', 'lib'].flatMap((dir) =>
  ['ts', 'tsx'].map((ext) => `:(glob)${dir}/**/*.${ext}`),
);

/** Files and lines at `commit`; null when git cannot read that commit. */
export function sourceLinesAt(root, commit) {
  try {
    const out = execFileSync('git', ['grep', '-c', '', commit, '--', ...SPECS], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    const counts = out
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => Number(line.split(':').pop()));
    return { commit, files: counts.length, lines: counts.reduce((sum, n) => sum + n, 0) };
  } catch {
    return null;
  }
}

/** This run's count, the before's beside it, and the check against the target. */
export function sourceLines(root, beforeCommit, limit) {
  const now = sourceLinesAt(root, 'HEAD');
  const before = beforeCommit ? sourceLinesAt(root, beforeCommit) : null;
  return {
    figures: { ...now, before },
    budget: now && check('source', 'lines of app + components + lib', now.lines, '<=', limit),
  };
}

/** The figure of the before / after table (compare.mjs). */
export function sourceFigures(bench) {
  const lines = bench.sourceLines;
  if (!lines?.lines) return [];
  return [
    {
      id: 'source.lines',
      label: 'Lines of app/ + components/ + lib/ (.ts, .tsx)',
      value: lines.lines,
      unit: '',
      budget: { section: 'source', name: 'lines of app + components + lib' },
      counted: lines.before && { value: lines.before.lines, unit: '' },
    },
  ];
}
