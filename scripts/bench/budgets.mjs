// The site's performance budgets, which the bench checks (docs/benchmarks.md), and one check:
// the figure, its limit, pass/fail and, when failed, by how much.
// Sizes use 1 KB = 1,000 bytes (the stricter reading of "KB").
export const KB = 1000;

export const BUDGETS = {
  // Lighthouse, mobile, default throttling; each figure the median of its runs,
  // run interleaved with a bare Next page's in the same rounds, on every page
  // measured (home, talent list, profile, blog list). TBT is held against that
  // bare page's median of the same run, which a busy machine slows down as
  // much as the site's pages (absolute figures move 10 to 30 points between
  // runs here): the talent and blog lists at most 100 ms above it, every other
  // page 150 ms (DESIGN.md §8, issue 42).
  lighthouse: {
    categories: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcp_ms: 2500,
    tbtAboveBare_ms: { lists: 100, others: 150 },
    lists: ['list', 'blog'],
    // Pages never to be indexed (noindex, the review board): their SEO score is not a budget.
    noindex: ['board'],
  },
  // Talent list document (HTML + inline RSC payload), gzip, at each seed size.
  listDocumentGzip: 40 * KB,
  // `<script src>` files on first load, gzip, per page: a ceiling against
  // accidents (a library pulled into every page), not a target; the framework
  // alone loads about 135 KB (the bare page, reported beside it).
  firstLoadJsGzip: 180 * KB,
  // One load run: the list's and a profile's requests per second, each as a share of a cached
  // content page's (/sobre-nos) through `next start`.
  cachedPageRpsPct: 80,
  // Errors (timeouts included) and non-2xx answers of each page in that run.
  loadFailures: 0,
  // `next start` against a static server sending the same bytes (gzip).
  nextStaticGzipPct: 50,
  // A cached page through nginx (cluster) against the same static server (gzip).
  nginxStaticGzipPct: 70,
  // Errors, timeouts and non-2xx of 100 connections × 30 s on cached pages through the cluster.
  clusterFailures: 0,
  // That soak (home, about, a list, a later page, a profile) against the static server (gzip).
  clusterSoakStaticPct: 70,
  compoMedianMs: 500,
  // GET /api/selection-pdf of 20 talents with a composite each, median of its runs.
  selectionPdfMedianMs: 2000,
  // A review board of 20 talents with 10 reviewers' marks and comments (HTML + inline RSC
  // payload), gzip; it is measured by Lighthouse with the pages above.
  boardDocumentGzip: 60 * KB,
  // 50 reviewers marking 20 talents each, all at once: each mark's time, request to full answer.
  marksP95Ms: 150,
  // The lines of app/ + components/ + lib/ and those reachable from 'use
  // client' boundaries are reported beside the budgets, not held to one
  // (source-lines.mjs, client-lines.mjs): issue 42 withdrew the line target.
};

/** A page's TBT limit above the bare page's median: the lists' or the other pages'. */
export function tbtAboveBare(page) {
  const { lists, tbtAboveBare_ms } = BUDGETS.lighthouse;
  return { ms: lists.includes(page) ? tbtAboveBare_ms.lists : tbtAboveBare_ms.others };
}

const fmt = (value, unit) =>
  unit === 'bytes' ? `${(value / KB).toFixed(1)} KB` : `${value}${unit ? ` ${unit}` : ''}`;

/** `op` is '<=' (at most) or '>=' (at least). */
export function check(section, name, value, op, limit, unit = '') {
  const pass = op === '<=' ? value <= limit : value >= limit;
  const gap = Math.abs(value - limit);
  const rounded = unit === 'bytes' ? gap : Math.round(gap * 10) / 10;
  return {
    section,
    name,
    value,
    budget: `${op === '<=' ? '≤' : '≥'} ${fmt(limit, unit)}`,
    limit,
    op,
    unit,
    pass,
    miss: pass
      ? null
      : `${fmt(rounded, unit)} ${op === '<=' ? 'over' : 'short'} (${fmt(value, unit)} vs ${fmt(limit, unit)})`,
  };
}

export function describe(value, unit) {
  return fmt(value, unit);
}
