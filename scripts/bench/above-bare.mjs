// The site's first-load JavaScript above a bare Next.js page (bare-page.mjs):
// the figure the JavaScript budget is on, its checks, and its figures for the
// before / after table. Derived from the absolute figures in one place, so the
// bench, the report and a saved "before" cannot disagree on it.
import { BUDGETS, check } from './budgets.mjs';

export const aboveBareName = (page) => `${page} above bare`;

/** One row per page: site gzip, bare gzip and the difference; no bare, no difference. */
export function aboveBareRows(bench) {
  const bare = bench.barePage?.gzip;
  return Object.entries(bench.firstLoadJs ?? {}).map(([page, site]) => ({
    page,
    site: site.gzip,
    bare,
    above: bare === undefined ? undefined : site.gzip - bare,
  }));
}

/** The budget checks of a run whose bare page was measured (none otherwise: its error says why). */
export function checkAboveBare(bench) {
  return aboveBareRows(bench)
    .filter((row) => row.above !== undefined && BUDGETS.firstLoadJsAboveBare[row.page])
    .map((row) =>
      check(
        'javascript',
        aboveBareName(row.page),
        row.above,
        '<=',
        BUDGETS.firstLoadJsAboveBare[row.page],
        'bytes',
      ),
    );
}

/** First-load JavaScript figures of the before / after table (compare.mjs). */
export function javascriptFigures(bench) {
  const figures = [];
  if (bench.barePage)
    figures.push({
      id: 'javascript.bare.gzip',
      label: `First-load JavaScript gzip, bare Next ${bench.barePage.next} page`,
      value: bench.barePage.gzip,
      unit: 'bytes',
    });
  for (const row of aboveBareRows(bench)) {
    figures.push({
      id: `javascript.${row.page}.gzip`,
      label: `First-load JavaScript gzip, ${row.page}`,
      value: row.site,
      unit: 'bytes',
      // The absolute budget of reports written before this rule; none since.
      budget: { section: 'javascript', name: `${row.page} gzip` },
    });
    if (row.above !== undefined)
      figures.push({
        id: `javascript.${row.page}.above_bare`,
        label: `First-load JavaScript gzip above the bare page, ${row.page}`,
        value: row.above,
        unit: 'bytes',
        budget: { section: 'javascript', name: aboveBareName(row.page) },
      });
  }
  return figures;
}
