// The report's section on first-load JavaScript: the budgeted figure (the
// site above a bare Next.js page built in the same run, above-bare.mjs), the
// absolute totals it is derived from, and what each file holds (chunks.mjs).
import { aboveBareRows, ceilingName } from './above-bare.mjs';
import { readBefore } from './compare.mjs';
import { budgetFor, kb, mark, table } from './format.mjs';

const orDash = (bytes) => (bytes === undefined ? '—' : kb(bytes));

/** page | site gzip | bare gzip | above | budget | pass, and the before's figures when there is one. */
function renderAboveBare(bench) {
  const bare = bench.barePage;
  const out = ['### JavaScript above a bare Next page (`<script src>` files, gzip level 6)', ''];
  if (bare)
    out.push(
      `The bare page is a Next.js ${bare.next} app (React ${bare.react}) built in this run with the site's own packages in a temporary folder: a root layout and a page with one \`<h1>\`, no client component of its own, built with Turbopack (${bare.build_s} s) and served by \`next start\`. Both are weighed the same way (scripts/bench/pages.mjs \`firstLoadJs\`); the ceiling (180 KB gzip a page) is on the site's own total, the difference is what the site's code adds.`,
      '',
    );
  else
    out.push(
      "_No bare Next page in this report (a failure to build or serve it is listed under Errors; reports written before the budget moved above the bare page have none): the site's totals are shown without the budget._",
      '',
    );
  const before = readBefore();
  const beforeValue = (id) => orDash(before?.figures?.[id]?.value);
  const rows = aboveBareRows(bench).map((row) => {
    const budget = budgetFor(bench, 'javascript', ceilingName(row.page));
    const cells = [
      row.page,
      kb(row.site),
      orDash(row.bare),
      orDash(row.above),
      budget?.budget ?? '',
      budget ? mark(budget.pass) : '',
    ];
    if (before)
      cells.push(
        beforeValue(`javascript.${row.page}.gzip`),
        beforeValue(`javascript.${row.page}.above_bare`),
      );
    return cells;
  });
  const head = ['page', 'site gzip', 'bare gzip', 'above', 'budget', 'pass'];
  if (before) head.push('site gzip before', 'above before');
  out.push(table(head, rows), '');
  return out;
}

/** Absolute totals of the site's pages and of the bare page. */
function renderTotals(bench) {
  const rows = Object.entries(bench.firstLoadJs ?? {}).map(([page, r]) => {
    // Only reports written before the budget moved above the bare page have one here.
    const budget = budgetFor(bench, 'javascript', `${page} gzip`);
    return [
      page,
      `\`${r.path}\``,
      String(r.files),
      kb(r.raw),
      kb(r.gzip),
      kb(r.brotli),
      budget ? `${budget.budget} ${mark(budget.pass)}` : '',
    ];
  });
  const bare = bench.barePage;
  if (bare)
    rows.push([
      `bare Next ${bare.next} page`,
      `\`${bare.path}\``,
      String(bare.files),
      kb(bare.raw),
      kb(bare.gzip),
      kb(bare.brotli),
      '',
    ]);
  return [
    '### First-load JavaScript totals',
    '',
    table(['page', 'path', 'files', 'raw', 'gzip', 'brotli (quality 11)', 'absolute budget'], rows),
    '',
  ];
}

/** Each first-load file once: its size, the pages that load it, what it holds and why. */
function renderChunks(bench) {
  const files = new Map();
  const pages = Object.entries(bench.firstLoadJs ?? {});
  if (bench.barePage) pages.push(['bare', bench.barePage]);
  for (const [page, r] of pages)
    for (const f of r.list ?? []) {
      const entry = files.get(f.file) ?? { ...f, pages: [] };
      entry.pages.push(page);
      files.set(f.file, entry);
    }
  if (![...files.values()].some((f) => f.what)) return [];
  const rows = [...files.values()].map((f) => [
    `\`${f.file.split('/').pop()}\``,
    kb(f.gzip),
    f.pages.join(', '),
    f.what ?? '',
    f.why ?? '',
  ]);
  return [
    '### What each first-load file holds',
    '',
    "Read from the files themselves (scripts/bench/chunks.mjs): the framework's by a string only they contain, the site's by the client components they export. The bare page's files come from another build, so their names differ from the site's even where the contents are the same framework code. Everything else is not counted: Swiper is fetched once the page is interactive, framer-motion's animate on the phone menu's first opening, the favorites' zod reader once favorites are found stored, the consent library after the page's load.",
    '',
    table(['file', 'gzip', 'pages', 'holds', 'why on first load'], rows),
    '',
  ];
}

export function renderJavaScript(bench) {
  return [...renderAboveBare(bench), ...renderTotals(bench), ...renderChunks(bench)];
}
