// npm run bench: performance figures of the production site on the large seed
// (1,000 talents), and of the talent list on the huge seed (10,000 talents),
// checked against the budgets of scripts/bench/budgets.mjs (docs/benchmarks.md), written to
// bench/report.json (key `bench`) and bench/report.md beside the figures of
// bench/before.json. `npm run bench -- --save-before` also stores this run's
// figures as that "before". Exits 1 when a step failed; a missed budget is
// reported with its gap and cause, not an error.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { checkCeiling } from './bench/above-bare.mjs';
import { withBarePage } from './bench/bare-page.mjs';
import { BUDGETS, check, tbtAboveBare } from './bench/budgets.mjs';
import { clientLines } from './bench/client-lines.mjs';
import { readBefore, saveBefore } from './bench/compare.mjs';
import { timeCompo } from './bench/compo.mjs';
import { medianOfRuns, runLighthouseSeries } from './bench/lighthouse.mjs';
import { compareWithCachedPage, settle } from './bench/list-load.mjs';
import { machine } from './bench/machine.mjs';
import { homeWithoutJavaScript } from './bench/no-js-shot.mjs';
import { compressedSizes, fetchText, firstLoadJs, warmPages } from './bench/pages.mjs';
import { writeSection } from './bench/report.mjs';
import { compareRps } from './bench/rps.mjs';
import {
  clusterProfilePath,
  compareClusterRps,
  soakCluster,
  withCluster,
} from './bench/cluster.mjs';
import { reviewedBoard, timeMarks } from './bench/review-board.mjs';
import { timeSelectionPdf } from './bench/selection-pdf.mjs';
import { sourceLines } from './bench/source-lines.mjs';
import { STACKS, ensureUp, restarts, root, withStack } from './bench/stack.mjs';

// Lighthouse rounds: each runs the bare Next page, then each of the site's
// pages, once; every figure is the median of its page's runs.
const LIGHTHOUSE_ROUNDS = 3;
const LIGHTHOUSE_RUNS = { bare: 3, home: 3, list: 3, profile: 3, blog: 3, board: 3 };
const LIST_PATH = '/modelos';
// The cached content page the pages visitors come for are measured against.
const ABOUT_PATH = '/sobre-nos';
// A list that is the visitor's question: rendered per request, read live from the agency API.
const FILTERED_LIST_PATH = '/modelos/busca?gender=woman';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

function commit() {
  try {
    return `${git('rev-parse', 'HEAD')}${git('status', '--porcelain') ? ' (uncommitted changes)' : ''}`;
  } catch {
    return 'unknown';
  }
}

// What is built and served (the site and the agency API), not the bench or the docs.
const SITE_SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'agency-api',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** The last commit that changed the site: what the figures are of. */
function siteCommit() {
  try {
    return git('log', '-1', '--format=%H', '--', ...SITE_SOURCES);
  } catch {
    return 'unknown';
  }
}

const started = Date.now();
const report = {
  date: new Date().toISOString(),
  commit: commit(),
  siteCommit: siteCommit(),
  machine: machine(),
  lighthouseRuns: LIGHTHOUSE_RUNS,
  steps: {},
  loadAverage: { start: Math.round(os.loadavg()[0] * 10) / 10 },
  budgets: [],
  errors: [],
};
const budgets = report.budgets;
{
  // The code's size and its part reachable from 'use client' boundaries, here
  // and at the before's commit, read by git: reported, not budgets.
  const beforeCommit = readBefore()?.siteCommit;
  report.sourceLines = sourceLines(root, beforeCommit);
  report.clientLines = clientLines(root, beforeCommit);
}

/**
 * Runs one section; a failure is recorded and the other sections still run.
 * A section marked `again` whose servers had to be started again meanwhile
 * (see stack.mjs) is run once more, its first figures dropped.
 */
async function step(name, work, { again = false } = {}) {
  console.log(`\n== ${name}`);
  const start = Date.now();
  for (let attempt = 1; attempt <= (again ? 2 : 1); attempt++) {
    const restartsBefore = restarts.length;
    const budgetsBefore = budgets.length;
    const errorsBefore = report.errors.length;
    try {
      await ensureUp();
      await work();
    } catch (error) {
      console.error(`${name} failed:`, error);
      report.errors.push(`${name}: ${error.message}`);
    }
    // A server whose leader outlived it is found out here.
    await ensureUp().catch((error) => report.errors.push(`${name}: ${error.message}`));
    if (restarts.length === restartsBefore || !again || attempt === 2) break;
    console.log(`   a server was started again during ${name}: measuring it again`);
    report.repeated = [...(report.repeated ?? []), name];
    budgets.splice(budgetsBefore);
    report.errors.splice(errorsBefore);
  }
  report.steps[name] = Math.round((Date.now() - start) / 100) / 10;
  // Other work on the machine competes for its cores: the 1-minute load average at the end.
  report.loadAverage[name] = Math.round(os.loadavg()[0] * 10) / 10;
  console.log(`   (${report.steps[name]} s, load average ${report.loadAverage[name]})`);
}

function checkLighthouse(page, median, bareTbt) {
  const { categories, lcp_ms, noindex } = BUDGETS.lighthouse;
  for (const [category, limit] of Object.entries(categories)) {
    if (category === 'seo' && noindex.includes(page)) continue;
    budgets.push(check('lighthouse', `${page} ${category}`, median.scores[category], '>=', limit));
  }
  budgets.push(check('lighthouse', `${page} LCP`, median.lcp_ms, '<=', lcp_ms, 'ms'));
  if (bareTbt !== undefined) {
    // The lists' limit (bare + 100 ms) or the other pages' (bare + 150 ms), said in the budget.
    const above = tbtAboveBare(page);
    const tbt = check('lighthouse', `${page} TBT`, median.tbt_ms, '<=', bareTbt + above.ms, 'ms');
    budgets.push({ ...tbt, budget: `${tbt.budget} = bare ${bareTbt} + ${above.ms}` });
  }
}

/**
 * Lighthouse on the bare Next page and the site's pages, interleaved: each
 * round runs every page once, so a busy moment of the machine falls on all of
 * them alike and the TBT budget (against the bare page's) holds its meaning.
 * The bare page's first-load JavaScript is weighed while it is served.
 */
async function lighthouse(site, pages) {
  report.lighthouse = {};
  let warmedAt = restarts.length;
  const prepare = (url) => async () => {
    await ensureUp();
    // A server started again renders its first pages cold: warm this one first.
    if (restarts.length !== warmedAt) {
      for (let i = 0; i < 2; i++) await fetchText(url);
      warmedAt = restarts.length;
    }
  };
  await withBarePage(root, async (bareSite, bareFigures) => {
    report.barePage = bareFigures;
    const targets = [
      ['bare', bareSite, '/'],
      ...Object.entries(pages).map(([p, path]) => [p, site, path]),
    ];
    const series = Object.fromEntries(
      targets.map(([page, , path]) => [page, { path, runs: [], errors: [], discarded: [] }]),
    );
    for (let round = 1; round <= LIGHTHOUSE_ROUNDS; round++) {
      for (const [page, origin, path] of targets) {
        const url = origin + path;
        try {
          const one = await runLighthouseSeries(url, 1, {
            prepare: page === 'bare' ? async () => {} : prepare(url),
            disturbances: () => restarts.length,
          });
          series[page].runs.push(...one.runs);
          series[page].discarded.push(...one.discarded);
          series[page].errors.push(...one.errors);
        } catch (error) {
          series[page].errors.push(error.message);
        }
      }
      const line = targets
        .map(
          ([page]) =>
            `${page} ${series[page].runs.at(-1)?.scores.performance ?? '—'}/${series[page].runs.at(-1)?.tbt_ms ?? '—'} ms`,
        )
        .join(', ');
      console.log(`  round ${round} (performance/TBT): ${line}`);
    }
    for (const [page, result] of Object.entries(series)) {
      // A failed attempt made again within its round is noted; only a page
      // left short of its runs is a measurement that could not be made.
      const short = result.runs.length < LIGHTHOUSE_ROUNDS;
      for (const error of result.errors)
        (short ? report.errors : (report.madeAgain ??= [])).push(`lighthouse ${page}: ${error}`);
      report.lighthouse[page] = result.runs.length
        ? { ...result, median: medianOfRuns(result.runs) }
        : { path: result.path, error: result.errors.join('; ') || 'no run' };
    }
  });
  const bareTbt = report.lighthouse.bare?.median?.tbt_ms;
  for (const page of Object.keys(pages)) {
    const median = report.lighthouse[page]?.median;
    if (median) checkLighthouse(page, median, bareTbt);
  }
}

/** The list's document on one stack, measured against the same budget at every size. */
async function listDocument(site, stackName) {
  const { body } = await fetchText(site + LIST_PATH);
  const sizes = await compressedSizes(Buffer.from(body));
  const profileLinks = new Set(body.match(/href="\/modelos\/\d+\/[^"]+"/g) ?? []).size;
  const { talents } = STACKS[stackName];
  report.listDocuments ??= {};
  report.listDocuments[stackName] = { path: LIST_PATH, talents, ...sizes, profileLinks };
  const name = `list gzip (${talents.toLocaleString('en')} talents)`;
  budgets.push(check('document', name, sizes.gzip, '<=', BUDGETS.listDocumentGzip, 'bytes'));
  console.log(' ', report.listDocuments[stackName]);
}

async function onLarge({ site, api, buildId }) {
  report.buildId = buildId;
  let pages;
  await step('warm pages', async () => {
    pages = await warmPages(site);
    // A review board as a team leaves it: 20 talents, 10 reviewers' marks and comments.
    pages.board = await reviewedBoard(site);
    console.log(pages);
  });
  if (!pages) return;
  // First, while the machine is quietest: the figures that move most.
  await step('lighthouse', () => lighthouse(site, pages));
  await step('talent list document (large)', () => listDocument(site, 'large'), { again: true });

  await step('review board document', async () => {
    const { body } = await fetchText(site + pages.board);
    report.boardDocument = { path: pages.board, ...(await compressedSizes(Buffer.from(body))) };
    const { gzip } = report.boardDocument;
    budgets.push(check('review', 'board gzip', gzip, '<=', BUDGETS.boardDocumentGzip, 'bytes'));
    console.log(' ', report.boardDocument);
  });

  await step('home without JavaScript', async () => {
    report.noJsHome = await homeWithoutJavaScript(site);
    console.log(' ', report.noJsHome);
  });

  await step('first-load JavaScript', async () => {
    report.firstLoadJs = {};
    for (const [page, path] of Object.entries(pages)) {
      const result = await firstLoadJs(site, path);
      report.firstLoadJs[page] = { path, ...result };
      console.log(`  ${page}: ${result.files} files, ${result.gzip} bytes gzip`);
    }
  });

  // Each page's first load against the ceiling, the bare page (weighed in the
  // Lighthouse step, same Next and React) beside it.
  await step('first-load JavaScript ceiling', async () => {
    if (report.barePage)
      console.log(`  bare Next ${report.barePage.next} page: ${report.barePage.gzip} bytes gzip`);
    budgets.push(...checkCeiling(report));
  });

  const again = { again: true };
  await step(
    'list and profile load',
    async () => {
      report.listLoad = await compareWithCachedPage(site, {
        about: ABOUT_PATH,
        profile: pages.profile,
        list: pages.list,
        'filtered list': FILTERED_LIST_PATH,
      });
      const { runs } = report.listLoad;
      for (const run of runs.filter((r) => r.page === 'list' || r.page === 'profile')) {
        const limit = BUDGETS.cachedPageRpsPct;
        budgets.push(check('rps', `${run.page} / about`, run.ratio_pct, '>=', limit, '%'));
      }
      for (const run of runs) {
        const name = `${run.page} errors + non-2xx`;
        budgets.push(check('rps', name, run.failures, '<=', BUDGETS.loadFailures));
      }
    },
    again,
  );

  await step(
    'requests per second',
    async () => {
      // After the list's load: wait until the site has rendered what was left queued.
      await settle(site);
      report.rps = await compareRps(site, ABOUT_PATH);
      const limit = BUDGETS.nextStaticGzipPct;
      budgets.push(
        check('rps', 'next / static (gzip)', report.rps.ratio_gzip_pct, '>=', limit, '%'),
      );
    },
    again,
  );

  await step(
    'composite PDF',
    async () => {
      report.compo = await timeCompo(site, api, 10);
      budgets.push(
        check('compo', 'median', report.compo.median_ms, '<=', BUDGETS.compoMedianMs, 'ms'),
      );
      console.log(' ', report.compo);
    },
    again,
  );

  await step(
    'selection PDF',
    async () => {
      report.selectionPdf = await timeSelectionPdf(site, api, 5);
      budgets.push(
        check(
          'selection-pdf',
          'median',
          report.selectionPdf.median_ms,
          '<=',
          BUDGETS.selectionPdfMedianMs,
          'ms',
        ),
      );
      console.log(' ', report.selectionPdf);
    },
    again,
  );

  // The large stack's site database: SQLite, as `npm start` keeps it.
  await step('review marks (SQLite)', () => reviewMarks(site, 'SQLite'), again);
}

/** 50 reviewers' marks at once on one database: their times, and none lost or doubled. */
async function reviewMarks(site, database) {
  const result = await timeMarks(site);
  (report.reviewMarks ??= {})[database] = result;
  const { p95_ms, errors, wrong_tallies } = result;
  budgets.push(check('review', `marks p95 (${database})`, p95_ms, '<=', BUDGETS.marksP95Ms, 'ms'));
  budgets.push(check('review', `marks errors (${database})`, errors, '<=', 0));
  budgets.push(check('review', `marks lost or doubled (${database})`, wrong_tallies, '<=', 0));
  console.log(' ', result);
}

async function onHuge({ site, buildId }) {
  report.buildIdHuge = buildId;
  await step(
    'talent list document (huge)',
    async () => {
      // The first visit renders and caches the page; the measure reads it again.
      await fetchText(site + LIST_PATH);
      await listDocument(site, 'huge');
    },
    { again: true },
  );
}

// One stack after the other: the huge one never competes with the measures of the large one.
for (const [name, work] of [
  ['large', onLarge],
  ['huge', onHuge],
]) {
  try {
    await withStack(work, STACKS[name]);
  } catch (error) {
    // Startup (build, API, site) failed: still write what is known.
    console.error(error);
    report.errors.push(`startup (${name} seed): ${error.message}`);
  }
}
// Last, alone on the machine: nginx in front of two instances sharing Redis.
// Pages nginx keeps, those visitors come for among them; and the filtered list, rendered per
// request by an instance (no-store), in a run of its own.
const CLUSTER_PAGES = ['/', '/en', '/sobre-nos', '/modelos', '/en/models/page/2', '/es/modelos'];
try {
  await withCluster(root, async (cluster) => {
    await step('cluster requests per second', async () => {
      report.clusterRps = await compareClusterRps(cluster, '/sobre-nos');
      const { ratio_gzip_pct } = report.clusterRps;
      const limit = BUDGETS.nginxStaticGzipPct;
      budgets.push(check('cluster', 'nginx / static (gzip)', ratio_gzip_pct, '>=', limit, '%'));
    });
    await step('cluster, 100 connections', async () => {
      const paths = [...CLUSTER_PAGES, await clusterProfilePath(cluster)];
      report.clusterSoak = await soakCluster(cluster, paths);
      const { failures, latency_ms } = report.clusterSoak;
      budgets.push(
        check('cluster', 'cached pages errors + non-2xx', failures, '<=', BUDGETS.clusterFailures),
      );
      console.log(`  ${report.clusterSoak.rps} requests/s, p99 ${latency_ms.p99} ms`);
      const staticRps = report.clusterRps?.runs.find(
        (r) => r.server === 'static' && r.encoding === 'gzip',
      )?.rps;
      if (staticRps) {
        report.clusterSoak.static_ratio_pct =
          Math.round((report.clusterSoak.rps / staticRps) * 1000) / 10;
        const limit = BUDGETS.clusterSoakStaticPct;
        const ratio = report.clusterSoak.static_ratio_pct;
        budgets.push(check('cluster', 'soak / static (gzip)', ratio, '>=', limit, '%'));
      }
    });
    // The cluster's instances share one PostgreSQL: marks sent through nginx.
    await step('review marks (PostgreSQL)', () => reviewMarks(cluster.proxyUrl, 'PostgreSQL'));
    await step('cluster, filtered list', async () => {
      report.clusterFiltered = await soakCluster(cluster, [FILTERED_LIST_PATH], {
        cached: false,
        duration: 10,
      });
      const { failures, rps } = report.clusterFiltered;
      budgets.push(
        check('cluster', 'filtered list errors + non-2xx', failures, '<=', BUDGETS.clusterFailures),
      );
      console.log(`  filtered list: ${rps} requests/s`);
    });
  });
} catch (error) {
  console.error(error);
  report.errors.push(`startup (cluster): ${error.message}`);
}
report.duration_s = Math.round((Date.now() - started) / 1000);
report.restarts = restarts;

// Saved first, so that this run's report already shows it.
// `--change "what"` names the change the before is of, in the report's heading.
const changeAt = process.argv.indexOf('--change');
const change = changeAt > 0 ? process.argv[changeAt + 1] : undefined;
if (process.argv.includes('--save-before')) console.log(`Before: ${saveBefore(report, change)}`);
const { mdPath } = writeSection('bench', report);
const failed = budgets.filter((b) => !b.pass);
console.log(`\nReport: ${mdPath} (bench took ${report.duration_s} s)`);
for (const b of failed) console.log(`✗ ${b.section} / ${b.name}: ${b.miss}`);
for (const e of report.errors) console.log(`error: ${e}`);
console.log(
  `${budgets.length - failed.length} budgets met, ${failed.length} not met, ${report.errors.length} errors`,
);
process.exit(report.errors.length ? 1 : 0);
