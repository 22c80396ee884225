// bench/report.json holds one key per script (`bench`, `load`); each script
// replaces only its own key, then bench/report.md is regenerated from the
// whole JSON, so the two scripts never clobber each other's figures.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeClientLines } from './client-lines.mjs';
import { budgetFor, kb, mark, table } from './format.mjs';
import { reasonFor } from './reasons.mjs';
import { renderJavaScript } from './report-js.mjs';
import {
  renderComparison,
  renderLighthouse,
  renderListDocuments,
  renderListLoad,
} from './report-list.mjs';

const dir = new URL('../../bench/', import.meta.url).pathname;
const jsonPath = join(dir, 'report.json');
const mdPath = join(dir, 'report.md');

export function readReport() {
  if (!existsSync(jsonPath)) return {};
  try {
    return JSON.parse(readFileSync(jsonPath, 'utf8'));
  } catch {
    // A damaged earlier report is replaced by this run's.
    return {};
  }
}

export function writeSection(key, data) {
  const report = { ...readReport(), [key]: data };
  mkdirSync(dir, { recursive: true });
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(mdPath, renderMarkdown(report));
  return { jsonPath, mdPath };
}

const machineLine = (m) =>
  `${m.cores} cores (${m.cpu}), ${m.memory_gb} GB, Node ${m.node}, ${m.os}`;

function renderBench(bench) {
  const out = [`## Bench (\`npm run bench\`)`, ''];
  out.push(`Date: ${bench.date}  `, `Machine: ${machineLine(bench.machine)}  `);
  const steps = Object.entries(bench.steps ?? {}).map(([name, s]) => `${name} ${s} s`);
  out.push(
    `Commit: \`${bench.commit}\`  `,
    `Duration: ${bench.duration_s} s (${steps.join(', ')})  `,
  );
  const load = Object.entries(bench.loadAverage ?? {}).map(([name, value]) => `${name} ${value}`);
  if (load.length)
    out.push(
      `Load average (1 min, ${bench.machine.cores} cores), at the start and after each step: ${load.join(', ')}  `,
    );
  out.push(
    '`next start` on the large seed (1,000 talents), pages warmed (ISR cache); then a second stack on the huge seed (10,000 talents) for the list document.',
    '',
  );
  out.push(...renderComparison(bench));
  out.push(...renderLighthouse(bench));
  out.push(...renderListDocuments(bench));

  out.push(...renderJavaScript(bench));
  if (bench.sourceLines || bench.clientLines) out.push(...renderCode(bench));
  if (bench.noJsHome) out.push(...renderNoJsHome(bench.noJsHome));

  if (bench.listLoad) out.push(...renderListLoad(bench));
  if (bench.rps) out.push(...renderRps(bench));
  if (bench.clusterRps || bench.clusterSoak) out.push(...renderCluster(bench));
  if (bench.compo) out.push(...renderCompo(bench));
  if (bench.selectionPdf) out.push(...renderSelectionPdf(bench));
  if (bench.boardDocument || bench.reviewMarks) out.push(...renderReview(bench));
  return renderTail(bench, out);
}

/** The code's lines and its part reachable from 'use client' boundaries: reported, not budgets. */
function renderCode(bench) {
  const { sourceLines: lines, clientLines: client } = bench;
  const short = (c) => (c?.commit ?? '').slice(0, 7);
  const at = (c) => (c ? `${describeClientLines(c)}, ${c.boundaries} boundaries` : 'not counted');
  const rows = [];
  if (lines)
    rows.push([
      'lines of app/ + components/ + lib/ (.ts, .tsx)',
      lines.before
        ? `${lines.before.lines.toLocaleString('en')} (${lines.before.files} files)`
        : '',
      `${lines.lines.toLocaleString('en')} (${lines.files} files)`,
    ]);
  if (client) {
    rows.push(["reachable from 'use client' boundaries", at(client.before), at(client)]);
    const through = (c) =>
      c
        ? `${c.throughServerActions.lines.toLocaleString('en')} (${c.throughServerActions.pct} %)`
        : '';
    rows.push([
      "the same, following the Server Actions' imports too",
      through(client.before),
      through(client),
    ]);
    const rules = (c) => (c ? `${c.rules.lines} lines, ${c.rules.files} files` : '');
    rows.push([
      'shared rules of packages/agency-rules reached (apart)',
      rules(client.before),
      rules(client),
    ]);
  }
  const before = client?.before ?? lines?.before;
  const out = [
    '### Lines of code (reported, not budgets)',
    '',
    'Counted by git at this run\'s commit and, as "before", at the before\'s site commit' +
      (before ? ` (\`${short(before)}\`)` : ' (none in this report)') +
      "; comments and blank lines included. Reachable: the .ts/.tsx modules of app/, components/ and lib/ whose first statement is `'use client'` and every module they reach through value imports (static, re-exports, dynamic `import()`; type-only imports left out), as a share of all the lines of app/ + components/ + lib/. A `'use server'` module a client module imports is counted but its imports are not followed: the browser gets a reference to each Server Action, not their code (`scripts/bench/client-lines.mjs`).",
    '',
    table(['figure', 'before', 'after'], rows),
    '',
  ];
  if (client?.unresolved?.length)
    out.push(
      'Local imports that match no file (not followed):',
      '',
      ...client.unresolved.map((u) => `- \`${u}\``),
      '',
    );
  return out;
}

function renderNoJsHome(shot) {
  const yes = (value) => (value ? 'yes' : 'no');
  return [
    '### The home at 390 px before any script (JavaScript disabled)',
    '',
    `![The home at 390 px with JavaScript disabled](${shot.file.replace(/^bench\//, '')})`,
    '',
    `First slide painted: ${yes(shot.slidePainted)}, across the whole width: ${yes(shot.slideCoversWidth)} (\`${shot.slideSrc ?? 'none'}\`); brand: ${shot.brand ?? 'missing'}.`,
    '',
  ];
}

const latency = (r) => `${r.latency_ms.p50} / ${r.latency_ms.p90} / ${r.latency_ms.p99} ms`;

/** One row per server and encoding of a side-by-side run (rps.mjs `sideBySide`). */
function serverRunsTable(runs) {
  const rows = runs.map((r) => [
    r.server,
    r.encoding,
    String(r.rps),
    latency(r),
    String(r.non2xx),
    String(r.errors),
  ]);
  return table(
    ['server', 'accept-encoding', 'requests/s', 'p50 / p90 / p99', 'non-2xx', 'errors'],
    rows,
  );
}

function renderRps(bench) {
  const out = [];
  out.push(
    `### Requests per second (autocannon, ${bench.rps.connections} connections, ${bench.rps.duration_s} s each, \`${bench.rps.path}\`)`,
    '',
  );
  out.push(bench.rps.note, '');
  out.push(serverRunsTable(bench.rps.runs), '');
  const ratio = budgetFor(bench, 'rps', 'next / static (gzip)');
  out.push(
    table(
      ['ratio next / static', 'value', 'budget', ''],
      [
        ['gzip', `${ratio.value} %`, ratio.budget, mark(ratio.pass)],
        ['identity (no budget)', `${bench.rps.ratio_identity_pct} %`, '', ''],
      ],
    ),
    '',
  );
  return out;
}

function renderCluster(bench) {
  const out = [
    '### Several instances behind nginx (`npm run start:cluster`: 2 instances, Redis)',
    '',
  ];
  const rps = bench.clusterRps;
  if (rps) {
    out.push(
      `Requests per second of a cached page (autocannon, ${rps.connections} connections, ${rps.duration_s} s each, \`${rps.path}\`, ${kb(rps.html_bytes)} of HTML). ${rps.note}`,
      '',
    );
    out.push(serverRunsTable(rps.runs), '');
    const ratio = budgetFor(bench, 'cluster', 'nginx / static (gzip)');
    out.push(
      table(
        ['ratio to the static server', 'value', 'budget', ''],
        [
          ['nginx, gzip', `${ratio.value} %`, ratio.budget, mark(ratio.pass)],
          ['nginx, identity (no budget)', `${rps.ratio_identity_pct} %`, '', ''],
          ['one `next start`, gzip (for comparison)', `${rps.next_ratio_gzip_pct} %`, '', ''],
        ],
      ),
      '',
    );
  }
  const soak = bench.clusterSoak;
  if (soak) {
    const errors = budgetFor(bench, 'cluster', 'cached pages errors + non-2xx');
    out.push(
      `${soak.connections} connections for ${soak.duration_s} s on cached pages through nginx (${soak.paths.map((p) => `\`${p}\``).join(', ')}, gzip):`,
      '',
      table(
        [
          'requests',
          'requests/s',
          'p50 / p90 / p99',
          'max',
          'non-2xx',
          'errors / timeouts',
          'budget',
        ],
        [
          [
            String(soak.requests),
            String(soak.rps),
            latency(soak),
            `${soak.latency_ms.max} ms`,
            String(soak.non2xx),
            `${soak.errors} / ${soak.timeouts}`,
            errors ? `${errors.budget} ${mark(errors.pass)}` : '',
          ],
        ],
      ),
      '',
    );
    const ratio = budgetFor(bench, 'cluster', 'soak / static (gzip)');
    if (ratio)
      out.push(
        `Those requests per second against the static server's (gzip, above): ${ratio.value} % (budget ${ratio.budget} ${mark(ratio.pass)}).`,
        '',
      );
  }
  const filtered = bench.clusterFiltered;
  if (filtered) {
    const errors = budgetFor(bench, 'cluster', 'filtered list errors + non-2xx');
    out.push(
      `The filtered list (\`${filtered.paths[0]}\`), rendered per request by the instances, ${filtered.connections} connections for ${filtered.duration_s} s through nginx: ${filtered.rps} requests/s, p50 / p90 / p99 ${latency(filtered)}, errors + non-2xx ${filtered.failures}${errors ? ` (budget ${errors.budget} ${mark(errors.pass)})` : ''}.`,
      '',
    );
  }
  return out;
}

function renderCompo(bench) {
  const out = [];
  const compo = bench.compo;
  const budget = budgetFor(bench, 'compo', 'median');
  out.push('### Composite PDF (`GET /api/compo`, request to full body)', '');
  out.push(
    table(
      ['figure', 'value', 'budget', ''],
      [
        ['talent id (book images)', `${compo.talent} (${compo.book_images})`, '', ''],
        ['warm-up (not counted)', `${compo.warmup_ms} ms`, '', ''],
        ['runs', compo.runs.map((t) => Math.round(t)).join(', ') + ' ms', '', ''],
        ['median of 10', `${compo.median_ms} ms`, budget.budget, mark(budget.pass)],
        ['PDF size', kb(compo.pdf_bytes), '', ''],
      ],
    ),
    '',
  );
  return out;
}

function renderSelectionPdf(bench) {
  const pdf = bench.selectionPdf;
  const budget = budgetFor(bench, 'selection-pdf', 'median');
  return [
    '### Selection PDF (`GET /api/selection-pdf`, request to full body)',
    '',
    table(
      ['figure', 'value', 'budget', ''],
      [
        ['talents (each with a composite)', String(pdf.talents), '', ''],
        ['warm-up (not counted)', `${pdf.warmup_ms} ms`, '', ''],
        ['runs', pdf.runs.map((t) => Math.round(t)).join(', ') + ' ms', '', ''],
        [`median of ${pdf.runs.length}`, `${pdf.median_ms} ms`, budget.budget, mark(budget.pass)],
        ['PDF size', kb(pdf.pdf_bytes), '', ''],
      ],
    ),
    '',
  ];
}

function renderReview(bench) {
  const out = ['### Review boards', ''];
  const doc = bench.boardDocument;
  if (doc) {
    const budget = budgetFor(bench, 'review', 'board gzip');
    out.push(
      `A board of 20 talents, each marked and commented by 10 reviewers (\`${doc.path}\`, measured by Lighthouse above as "board"; noindex, so its SEO score is not a budget): ${kb(doc.raw)} of HTML and inline RSC payload, ${kb(doc.gzip)} gzip (budget ${budget.budget} ${mark(budget.pass)}), ${kb(doc.brotli)} brotli.`,
      '',
    );
  }
  const marks = Object.entries(bench.reviewMarks ?? {});
  if (marks.length) {
    out.push(
      "Marks: 50 reviewers (joined first, not timed) each mark the 20 talents of one board, all reviewers at once, one mark after the other each; a mark is its Server Action posted as a browser without scripts posts it, answered with the board rendered again, timed from request to full answer. Then each talent's tally on the board is compared with the marks sent (a lost or doubled mark makes one wrong). SQLite on the large stack (`next start`), PostgreSQL in the cluster (through nginx, two instances).",
      '',
    );
    const cell = (database, name, value, unit = '') => {
      const budget = budgetFor(bench, 'review', `${name} (${database})`);
      return [`${value}${unit}`, budget.budget, mark(budget.pass)];
    };
    const rows = marks.flatMap(([database, m]) => [
      [database, 'marks', String(m.marks), '', ''],
      [database, 'p50 / max', `${m.p50_ms} / ${m.max_ms} ms`, '', ''],
      [database, 'p95', ...cell(database, 'marks p95', m.p95_ms, ' ms')],
      [database, 'marks per second', String(m.marks_per_s), '', ''],
      [database, 'errors (not saved)', ...cell(database, 'marks errors', m.errors)],
      [
        database,
        'talents with a wrong tally',
        ...cell(database, 'marks lost or doubled', m.wrong_tallies),
      ],
    ]);
    out.push(table(['database', 'figure', 'value', 'budget', ''], rows), '');
  }
  return out;
}

function renderTail(bench, out) {
  const failed = bench.budgets.filter((b) => !b.pass);
  out.push('### Budgets not met', '');
  if (!failed.length) out.push('None: every budget is met.', '');
  else {
    for (const b of failed) {
      const why = reasonFor(b, bench) ?? 'cause not analysed yet';
      out.push(`- ${b.section} / ${b.name}: ${b.miss}. Why: ${why}`);
    }
    out.push('');
  }
  if (bench.errors?.length) out.push('### Errors', '', ...bench.errors.map((e) => `- ${e}`), '');
  if (bench.madeAgain?.length)
    out.push(
      '### Lighthouse attempts that failed and were made again in their round',
      '',
      ...bench.madeAgain.map((e) => `- ${e}`),
      '',
    );
  if (bench.restarts?.length) {
    out.push('### Servers that ended during the run (started again on the same data)', '');
    out.push(...bench.restarts.map((r) => `- ${r.at}: ${r.name} (${r.how})`), '');
    if (bench.repeated?.length)
      out.push(`Measured again after a restart: ${bench.repeated.join(', ')}.`, '');
  }
  return out;
}

function renderLoad(load) {
  const out = [`## Load (\`npm run load\`)`, ''];
  out.push(`Date: ${load.date}  `, `Machine: ${machineLine(load.machine)}  `);
  out.push('autocannon on loopback against `next start` (large seed, pages warmed).', '');
  const rows = load.runs.map((r) => [
    r.name,
    r.target,
    String(r.connections),
    `${r.duration_s} s`,
    String(r.requests),
    String(r.rps),
    `${r.latency_ms.p50} / ${r.latency_ms.p90} / ${r.latency_ms.p99} ms`,
    String(r.non2xx),
    `${r.errors} / ${r.timeouts} / ${r.resets}`,
  ]);
  out.push(
    table(
      [
        'run',
        'target',
        'connections',
        'duration',
        'requests',
        'requests/s',
        'p50 / p90 / p99',
        'non-2xx',
        'errors / timeouts / resets',
      ],
      rows,
    ),
    '',
  );
  out.push(
    load.cachedPagesOk
      ? 'Cached pages run: zero errors ✓'
      : 'Cached pages run: ERRORS ✗ (the run must end with zero errors)',
    '',
  );
  const codes = load.runs
    .filter((r) => r.non2xx)
    .map((r) => `- ${r.name}: status codes ${JSON.stringify(r.statusCodes)}`);
  if (codes.length) out.push('Non-2xx answers:', '', ...codes, '');
  return out;
}

export function renderMarkdown(report) {
  const out = ['# Performance report', ''];
  out.push(
    'Generated from `bench/report.json` by `scripts/bench/report.mjs`; do not edit by hand.',
    '',
  );
  out.push(
    ...(report.bench
      ? renderBench(report.bench)
      : ['## Bench', '', '_Not run yet: `npm run bench` fills this section._', '']),
  );
  out.push(
    ...(report.load
      ? renderLoad(report.load)
      : ['## Load', '', '_Not run yet: `npm run load` fills this section._', '']),
  );
  return `${out.join('\n').trimEnd()}\n`;
}
