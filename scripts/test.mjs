// npm test: lint, unit tests, integration tests (the site's server modules
// against a real agency API), the agency API's tests, a production build, the
// cluster suite (that build behind nginx with Redis), the browser suite and the
// visitor journeys in Chromium, Firefox ESR and WebKitGTK; the last line is the totals of all of them, read from
// each runner's JSON report (their own summaries are not what CI reads).
// TEST_SERVED names the served suites to run after the build (all by default;
// `0` none; a comma list of cluster, browser, engines: .ci/run splits them
// between Node 24 and the machine's Node); TEST_EARLIER_TOTALS folds in the
// totals of steps CI ran before (.ci/run: the same steps on Node 24).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'tests', '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
// The served suites need the machine's nginx, Redis and browsers, and serve
// the build on the Node that runs this script.
const SERVED_SUITES = ['cluster', 'browser', 'engines'];
const served = servedSuites(process.env.TEST_SERVED);

function servedSuites(value) {
  if (value === undefined || value === '') return new Set(SERVED_SUITES);
  if (value === '0') return new Set();
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !SERVED_SUITES.includes(name));
  if (unknown.length) {
    console.error(`TEST_SERVED: unknown suite ${unknown.join(', ')} (${SERVED_SUITES.join(', ')})`);
    process.exit(2);
  }
  return new Set(names);
}

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

/** A step that is one check of its own (lint, types, build). */
function check(name, command, args) {
  const ok = step(name, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) console.log(`✗ ${name} failed`);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // No report (or a broken one): the caller counts the step as failed.
    return null;
  }
}

/** Vitest's JSON report; a run that wrote no report counts as one failure. */
function vitest(name, args) {
  const file = join(reports, `${name}.json`);
  const ok = step(name, 'npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = readJson(file);
  if (!report) return void (totals.failed += 1);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  if (!ok && report.numFailedTests === 0) totals.failed += 1;
}

/** The titles of the browser tests that passed only on their second run, to be looked into. */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'flaky') titles.push(`  ${[...path, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites) walk(suite, [suite.title]);
  return titles;
}

function playwright() {
  const file = join(reports, 'e2e.json');
  const ok = step('browser tests', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const report = readJson(file);
  if (!report?.stats) return void (totals.failed += 1);
  const { expected, unexpected, flaky, skipped } = report.stats;
  if (flaky)
    console.log(`\nPassed only when run again (${flaky}):\n${flakyTitles(report).join('\n')}`);
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
  if (!ok && unexpected === 0) totals.failed += 1;
}

/**
 * The visitor journeys in each engine (tests/engines/, one file per engine):
 * counted in the totals, and per engine on a line of their own.
 */
let engineLine = null;
function engines() {
  const file = join(reports, 'engines.json');
  const ok = step('engine journeys (Chromium, Firefox ESR, WebKitGTK)', 'npx', [
    'vitest',
    'run',
    '--root',
    root,
    '--project',
    'engines',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = readJson(file);
  if (!report) return void (totals.failed += 1);
  const parts = [];
  const rerun = [];
  let failed = 0;
  for (const result of report.testResults) {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const { status, fullName, failureMessages } of result.assertionResults) {
      count[status === 'passed' ? 'passed' : status === 'failed' ? 'failed' : 'skipped'] += 1;
      // A journey that passed with a failure on record passed on its retry (CI only).
      if (status === 'passed' && failureMessages.length > 0) rerun.push(`  ${fullName}`);
    }
    // A file that failed before its journeys ran (the browser did not start) is one failure.
    if (result.status === 'failed' && count.failed === 0) count.failed = 1;
    for (const key of Object.keys(count)) totals[key] += count[key];
    failed += count.failed;
    const skipped = count.skipped ? `, ${count.skipped} skipped` : '';
    parts.push(
      `${basename(result.name, '.test.ts')} ${count.passed} passed, ${count.failed} failed${skipped}`,
    );
  }
  if (rerun.length)
    console.log(`\nPassed only when run again (${rerun.length}):\n${rerun.join('\n')}`);
  engineLine = `engines: ${parts.sort().join('; ')}`;
  if (!ok && failed === 0) totals.failed += 1;
}

/**
 * Totals of steps CI ran before this run (.ci/run: the Node steps on another
 * Node version), from the JSON file TEST_EARLIER_TOTALS names: a line each
 * for them and for this run, and counted in the last line. A named file that
 * cannot be read counts as one failure.
 */
function addEarlierTotals(file) {
  if (!file) return;
  const earlier = readJson(file);
  if (!earlier) {
    console.log(`\n✗ no totals in ${file}`);
    totals.failed += 1;
    return;
  }
  const line = (t) => `${t.passed} passed, ${t.failed} failed`;
  console.log(`\n${earlier.label ?? 'earlier steps'}: ${line(earlier)}`);
  console.log(`Node ${process.version}: ${line(totals)}`);
  for (const key of Object.keys(totals)) totals[key] += Number(earlier[key]) || 0;
}

check('eslint', 'npx', ['eslint', '.']);
check('prettier', 'npx', ['prettier', '--check', '.']);
check('typecheck (site)', 'npx', ['tsc', '--noEmit']);
check('typecheck (agency API)', 'npx', ['tsc', '-p', 'agency-api', '--noEmit']);
// One vitest config (vitest.config.mts), one step and report per project; unit also runs packages/*/tests.
vitest('unit', ['--root', root, '--project', 'unit']);
vitest('integration', ['--root', root, '--project', 'integration']);
vitest('agency-api', ['--root', join(root, 'agency-api')]);
if (check('production build', 'npx', ['next', 'build'])) {
  console.log(`\nServed suites on Node ${process.version}: ${[...served].join(', ') || 'none'}`);
  // Several instances of that build behind nginx, sharing Redis (browser-free).
  if (served.has('cluster')) vitest('cluster', ['--root', root, '--project', 'cluster']);
  if (served.has('browser')) playwright();
  if (served.has('engines')) engines();
} else totals.failed += served.size;

if (engineLine) console.log(`\n${engineLine}`);
// This run's own totals, for a run that folds them into its own (.ci/run).
writeFileSync(join(reports, 'totals.json'), `${JSON.stringify(totals)}\n`);
addEarlierTotals(process.env.TEST_EARLIER_TOTALS);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
