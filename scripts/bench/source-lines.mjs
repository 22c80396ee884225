// The size of the site's own code: lines of .ts and .tsx under app/,
// components/ and lib/ (Prettier-formatted, comments and blank lines
// included), counted by git at a commit, so the bench can give the same
// count at its "before" commit beside this run's. Reported, not a budget:
// issue 42 withdrew the line target.
import { execFileSync } from 'node:child_process';

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

/** This run's count and the before's beside it: reported, not a budget (issue 42). */
export function sourceLines(root, beforeCommit) {
  const now = sourceLinesAt(root, 'HEAD');
  const before = beforeCommit ? sourceLinesAt(root, beforeCommit) : null;
  return now && { ...now, before };
}

/** The figure of the before / after table (compare.mjs). */
export function sourceFigures(bench) {
  const lines = bench.sourceLines;
  if (!lines?.lines) return [];
  return [
    {
      id: 'source.lines',
      label: 'Lines of app/ + components/ + lib/ (.ts, .tsx; reported, not a budget)',
      value: lines.lines,
      text: lines.lines.toLocaleString('en'),
      unit: '',
      counted: lines.before && {
        value: lines.before.lines,
        text: lines.before.lines.toLocaleString('en'),
        unit: '',
      },
    },
  ];
}
