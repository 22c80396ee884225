// npm run bench: performance figures of the production site on the large seed
// (1,000 talents), checked against the budgets in docs/architecture.md, written
// to bench/report.json (key `bench`) and bench/report.md. Exits 1 when a step
// failed; a missed budget is reported with its gap and cause, not an error.
import { check } from './bench/budgets.mjs';
import { timeCompo } from './bench/compo.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { machine } from './bench/machine.mjs';
import { compressedSizes, fetchText, firstLoadJs, warmPages } from './bench/pages.mjs';
import { writeSection } from './bench/report.mjs';
import { compareRps } from './bench/rps.mjs';
import { API, SITE, withStack } from './bench/stack.mjs';

const KB = 1000;
const report = { date: new Date().toISOString(), machine: machine(), budgets: [], errors: [] };
const budgets = report.budgets;

/** Runs one section; a failure is recorded and the other sections still run. */
async function step(name, work) {
  console.log(`\n== ${name}`);
  const start = Date.now();
  try {
    await work();
  } catch (error) {
    console.error(`${name} failed:`, error);
    report.errors.push(`${name}: ${error.message}`);
  }
  console.log(`   (${((Date.now() - start) / 1000).toFixed(1)} s)`);
}

try {
  await withStack(async () => {
    let pages;
    await step('warm pages', async () => {
      pages = await warmPages(SITE);
      console.log(pages);
    });
    if (!pages) return;

    await step('lighthouse', async () => {
      report.lighthouse = {};
      const limits = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
      for (const [page, path] of Object.entries(pages)) {
        try {
          const result = await runLighthouse(SITE + path);
          report.lighthouse[page] = { path, ...result };
          for (const [category, limit] of Object.entries(limits)) {
            budgets.push(
              check('lighthouse', `${page} ${category}`, result.scores[category], '>=', limit),
            );
          }
          console.log(
            `  ${page}`,
            result.scores,
            `LCP ${result.lcp_ms} ms, CLS ${result.cls}, TBT ${result.tbt_ms} ms`,
          );
        } catch (error) {
          report.lighthouse[page] = { path, error: error.message };
          report.errors.push(`lighthouse ${page}: ${error.message}`);
        }
      }
    });

    await step('talent list document', async () => {
      const { body } = await fetchText(SITE + pages.list);
      const sizes = await compressedSizes(Buffer.from(body));
      const profileLinks = new Set(body.match(/href="\/modelos\/\d+\/[^"]+"/g) ?? []).size;
      report.listDocument = { path: pages.list, ...sizes, profileLinks };
      budgets.push(check('document', 'list gzip', sizes.gzip, '<=', 120 * KB, 'bytes'));
      console.log(' ', report.listDocument);
    });

    await step('first-load JavaScript', async () => {
      report.firstLoadJs = {};
      const limits = { home: 170 * KB, list: 130 * KB };
      for (const [page, path] of Object.entries(pages)) {
        const result = await firstLoadJs(SITE, path);
        report.firstLoadJs[page] = { path, ...result };
        if (limits[page])
          budgets.push(
            check('javascript', `${page} gzip`, result.gzip, '<=', limits[page], 'bytes'),
          );
        console.log(`  ${page}: ${result.files} files, ${result.gzip} bytes gzip`);
      }
    });

    await step('requests per second', async () => {
      report.rps = await compareRps(SITE, '/sobre-nos');
      budgets.push(check('rps', 'next / static (gzip)', report.rps.ratio_gzip_pct, '>=', 50, '%'));
    });

    await step('composite PDF', async () => {
      report.compo = await timeCompo(SITE, API, 10);
      budgets.push(check('compo', 'median', report.compo.median_ms, '<=', 500, 'ms'));
      console.log(' ', report.compo);
    });
  });
} catch (error) {
  // Startup (build, API, site) failed: still write what is known.
  console.error(error);
  report.errors.push(`startup: ${error.message}`);
}

const { mdPath } = writeSection('bench', report);
const failed = budgets.filter((b) => !b.pass);
console.log(`\nReport: ${mdPath}`);
for (const b of failed) console.log(`✗ ${b.section} / ${b.name}: ${b.miss}`);
for (const e of report.errors) console.log(`error: ${e}`);
console.log(
  `${budgets.length - failed.length} budgets met, ${failed.length} not met, ${report.errors.length} errors`,
);
process.exit(report.errors.length ? 1 : 0);
