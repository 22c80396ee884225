// The site's first-load JavaScript beside a bare Next.js page (bare-page.mjs):
// the ceiling's checks, and the figures for the before / after table. Derived
// from the absolute figures in one place, so the bench, the report and a
// saved "before" cannot disagree on them.
import { BUDGETS, check } from './budgets.mjs';

export const ceilingName = (page) => `${page} gzip`;

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

/** Each page's first load against the ceiling. */
export function checkCeiling(bench) {
  return aboveBareRows(bench).map((row) =>
    check('javascript', ceilingName(row.page), row.site, '<=', BUDGETS.firstLoadJsGzip, 'bytes'),
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
      budget: { section: 'javascript', name: ceilingName(row.page) },
    });
    if (row.above !== undefined)
      figures.push({
        id: `javascript.${row.page}.above_bare`,
        label: `First-load JavaScript gzip above the bare page, ${row.page}`,
        value: row.above,
        unit: 'bytes',
      });
  }
  return figures;
}
