// The report's sections on the talent list change: before / after, Lighthouse
// (every run beside the median), the list document at each seed size, and
// the list against a profile in one load run.
import { comparisonRows, readBefore } from './compare.mjs';
import { budgetFor, cell, kb, mark, table } from './format.mjs';

export function renderComparison(bench) {
  const before = readBefore();
  const out = [`### Before / after (${before?.change ?? 'this change'})`, ''];
  if (!before) {
    out.push(
      '_No `bench/before.json`: run `npm run bench -- --save-before` at the commit before the change._',
      '',
    );
  } else {
    const short = (sha) => (sha ?? 'unknown').slice(0, 7);
    out.push(
      `Before: measured ${before.date} at \`${short(before.commit)}\`, whose site (app, agency API, dependencies) last changed in \`${short(before.siteCommit)}\`. ` +
        `After: this run, at \`${bench.commit}\`, site last changed in \`${short(bench.siteCommit)}\`.` +
        ' Lighthouse figures are medians; the runs are in brackets. ✓/✗ is this run against the budget.',
      '',
    );
    if (before.siteCommit === bench.siteCommit)
      out.push(
        '_This run measures the same site code as the before: both columns come from one commit._',
        '',
      );
  }
  const head = ['figure', 'before', 'after', 'budget', ''];
  out.push(table(head, comparisonRows(bench, before)), '');
  return out;
}

function runsCell(r, pick, budget) {
  const runs = r.runs.map(pick);
  return `${cell(budget, String(pick(r.median)))}<br>runs ${runs.join(', ')}`;
}

export function renderLighthouse(bench) {
  const runs = Object.entries(bench.lighthouseRuns ?? {})
    .map(([page, n]) => `${page} ${n}`)
    .join(', ');
  const out = [
    `### Lighthouse (mobile, simulated throttling; median of the runs: ${runs})`,
    '',
    "The bare Next page (same Next and React, built in this run) and the site's pages run interleaved: each round runs every page once. Each figure is the median of its own runs (taken figure by figure), followed by every run in order. A page's TBT budget is the bare page's median TBT of the same run + 100 ms for the lists (talents and blog), + 150 ms for every other page; each TBT cell says which.",
    '',
  ];
  const rows = Object.entries(bench.lighthouse ?? {}).map(([page, r]) => {
    if (!r.median) return [page, `\`${r.path}\``, `error: ${r.error}`, '', '', '', '', '', '', ''];
    const b = (name) => budgetFor(bench, 'lighthouse', `${page} ${name}`);
    const score = (cat) => runsCell(r, (m) => m.scores[cat], b(cat));
    return [
      page,
      `\`${r.path}\``,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      runsCell(r, (m) => m.lcp_ms, b('LCP')),
      runsCell(r, (m) => m.cls),
      runsCell(r, (m) => m.tbt_ms, b('TBT')),
      r.median.ttfb_ms == null ? 'not measured' : runsCell(r, (m) => m.ttfb_ms),
    ];
  });
  const head = ['page', 'path', 'performance', 'accessibility', 'best practices', 'SEO'];
  out.push(table([...head, 'LCP (ms)', 'CLS', 'TBT (ms)', 'TTFB (ms)'], rows), '');
  const losing = Object.entries(bench.lighthouse ?? {}).flatMap(([page, r]) =>
    (r.runs ?? []).flatMap((run, i) =>
      Object.entries(run.losing ?? {}).map(
        ([cat, audits]) =>
          `- ${page} run ${i + 1} / ${cat}: ${audits.map((a) => `${a.id}${a.value ? ` (${a.value})` : ''}`).join(', ')}`,
      ),
    ),
  );
  const leftOut = Object.entries(bench.lighthouse ?? {}).flatMap(([page, r]) =>
    (r.discarded ?? []).map(
      (run) =>
        `- ${page}: performance ${run.scores.performance}, LCP ${run.lcp_ms} ms, TBT ${run.tbt_ms} ms`,
    ),
  );
  if (leftOut.length)
    out.push(
      'Runs left out of the medians (a server had to be started again during them) and run again:',
      '',
      ...leftOut,
      '',
    );
  if (losing.length) out.push('Audits that cost points:', '', ...losing, '');
  return out;
}

export function renderListDocuments(bench) {
  const docs = Object.values(bench.listDocuments ?? {});
  const out = ['### Talent list document (`/modelos`, HTML + inline RSC payload)', ''];
  out.push(
    'The same page on two stacks started one after the other: the agency API on the large seed and on the huge seed.',
    '',
  );
  const rows = docs.map((d) => {
    const b = budgetFor(bench, 'document', `list gzip (${d.talents.toLocaleString('en')} talents)`);
    return [
      d.talents.toLocaleString('en'),
      kb(d.raw),
      kb(d.gzip),
      b?.budget ?? '',
      b ? mark(b.pass) : '',
      kb(d.brotli),
      String(d.profileLinks),
    ];
  });
  const head = ['talents', 'raw', 'gzip (level 6)', 'budget', '', 'brotli (quality 11)'];
  out.push(table([...head, 'talent links in the HTML'], rows), '');
  return out;
}

export function renderListLoad(bench) {
  const load = bench.listLoad;
  const out = [
    `### The pages visitors come for against a cached page (autocannon, ${load.connections} connections, ${load.duration_s} s each, gzip)`,
    '',
    'One run after the other in the same bench, each after an unrecorded 3 s warm-up and once the site answers its health check within 200 ms again (the wait is shown). The list and the profile are cached pages, like `/sobre-nos`; the filtered list is rendered per request (reported, no budget). autocannon counts a timeout (10 s) among its errors.',
    '',
  ];
  const rows = (load.runs ?? []).map((r) => {
    const ratio = budgetFor(bench, 'rps', `${r.page} / about`);
    return [
      r.page,
      `\`${r.path}\``,
      String(r.requests),
      String(r.rps),
      r.page === 'about' ? '' : ratio ? cell(ratio, `${r.ratio_pct} %`) : `${r.ratio_pct} %`,
      `${r.latency_ms.p50} / ${r.latency_ms.p90} / ${r.latency_ms.p99} ms`,
      `${r.errors} / ${r.timeouts} / ${r.non2xx}`,
      r.settled_s === undefined ? '' : `${r.settled_s} s`,
      cell(budgetFor(bench, 'rps', `${r.page} errors + non-2xx`), String(r.failures)),
    ];
  });
  const head = ['page', 'path', 'requests', 'requests/s', 'of about', 'p50 / p90 / p99'];
  out.push(table([...head, 'errors / timeouts / non-2xx', 'wait for idle', 'failures'], rows), '');
  return out;
}
