// The figures a change is judged on, "before" (bench/before.json, measured at
// the commit before the change) beside this run's, each with its budget.
// `npm run bench -- --save-before` stores this run's figures as the before.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { javascriptFigures } from './above-bare.mjs';
import { describe } from './budgets.mjs';
import { clientFigures } from './client-lines.mjs';
import { sourceFigures } from './source-lines.mjs';

const beforePath = join(new URL('../../bench/', import.meta.url).pathname, 'before.json');
const OTHER_PAGES = ['profile', 'home', 'blog'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse figures of one page: the median and every run. */
function lighthouseFigures(page, r) {
  if (!r?.median) return [];
  const figure = (key, label, pick, unit, budgetName) => ({
    id: `lighthouse.${page}.${key}`,
    label: `Lighthouse ${page} ${label}`,
    value: pick(r.median),
    runs: r.runs.map(pick),
    unit,
    budget: budgetName && { section: 'lighthouse', name: `${page} ${budgetName}` },
  });
  return [
    ...CATEGORIES.map((cat) => figure(cat, cat, (m) => m.scores[cat], '', cat)),
    figure('lcp_ms', 'LCP', (m) => m.lcp_ms, 'ms', 'LCP'),
    figure('tbt_ms', 'TBT', (m) => m.tbt_ms, 'ms', 'TBT'),
    ...(r.median.ttfb_ms == null ? [] : [figure('ttfb_ms', 'TTFB', (m) => m.ttfb_ms, 'ms')]),
  ];
}

/** Every compared figure of a bench report, in the order of the table. */
export function figuresOf(bench) {
  const figures = [];
  for (const [stack, doc] of Object.entries(bench.listDocuments ?? {})) {
    const name = `list gzip (${doc.talents.toLocaleString('en')} talents)`;
    figures.push({
      id: `document.${stack}.gzip`,
      label: `List document gzip, ${doc.talents.toLocaleString('en')} talents`,
      value: doc.gzip,
      unit: 'bytes',
      budget: { section: 'document', name },
    });
  }
  const lh = bench.lighthouse ?? {};
  const listLh = lighthouseFigures('list', lh.list);
  const isHeadline = (f) => /^lighthouse\.list\.(performance|tbt_ms|lcp_ms)$/.test(f.id);
  figures.push(...listLh.filter(isHeadline));
  const load = bench.listLoad;
  if (load) {
    for (const run of load.runs ?? []) {
      figures.push({
        id: `load.${run.page}.rps`,
        label: `Requests/s, ${run.page} (${load.connections} connections)`,
        value: run.rps,
        unit: '',
      });
      if (run.page === 'list' || run.page === 'profile')
        figures.push({
          id: `load.${run.page}.ratio_pct`,
          label: `Requests/s ${run.page} / about`,
          value: run.ratio_pct,
          unit: '%',
          budget: { section: 'rps', name: `${run.page} / about` },
        });
      figures.push({
        id: `load.${run.page}.failures`,
        label: `Errors / timeouts / non-2xx, ${run.page}`,
        value: run.failures,
        text: `${run.errors} / ${run.timeouts} / ${run.non2xx}`,
        unit: '',
        budget: { section: 'rps', name: `${run.page} errors + non-2xx` },
      });
    }
  }
  figures.push(...listLh.filter((f) => !isHeadline(f)));
  for (const page of OTHER_PAGES) figures.push(...lighthouseFigures(page, lh[page]));
  figures.push(...javascriptFigures(bench));
  figures.push(...sourceFigures(bench));
  figures.push(...clientFigures(bench));
  return figures;
}

export function readBefore() {
  if (!existsSync(beforePath)) return null;
  return JSON.parse(readFileSync(beforePath, 'utf8'));
}

/** Stores this run's figures as the "before" of the change being measured. */
export function saveBefore(bench, change = 'the change being measured') {
  const figures = Object.fromEntries(
    figuresOf(bench).map(({ id, label, value, runs, unit, text }) => [
      id,
      { label, value, ...(runs && { runs }), unit, ...(text && { text }) },
    ]),
  );
  const before = {
    about:
      `Figures measured by \`npm run bench -- --save-before\` at the commit before ${change}; ` +
      'scripts/bench/compare.mjs renders them beside every later run.',
    change,
    commit: bench.commit,
    siteCommit: bench.siteCommit,
    date: bench.date,
    machine: bench.machine,
    figures,
  };
  writeFileSync(beforePath, `${JSON.stringify(before, null, 2)}\n`);
  return beforePath;
}

function show(figure) {
  if (!figure) return 'not measured';
  const value = figure.text ?? describe(figure.value, figure.unit);
  return figure.runs?.length > 1 ? `${value} (runs ${figure.runs.join(', ')})` : value;
}

/** Rows of the before / after table: figure, before, after, budget, mark. */
export function comparisonRows(bench, before) {
  const budgets = bench.budgets ?? [];
  const rows = figuresOf(bench).map((f) => {
    const b =
      f.budget && budgets.find((x) => x.section === f.budget.section && x.name === f.budget.name);
    return [
      f.label,
      // A figure git can count at the before's commit is counted there.
      show(before?.figures?.[f.id] ?? f.counted),
      show(f),
      b?.budget ?? '',
      b ? (b.pass ? '✓' : '✗') : '',
    ];
  });
  // A figure the before had and this run could not measure is still shown.
  const measured = new Set(figuresOf(bench).map((f) => f.id));
  for (const [id, f] of Object.entries(before?.figures ?? {}))
    if (!measured.has(id)) rows.push([f.label, show(f), 'not measured', '', '']);
  return rows;
}
