// npm test: lint, unit tests, integration tests (the site's server modules
// against a real agency API), the agency API's tests, a production build, the
// cluster suite (that build behind nginx with Redis), the browser suite and the
// visitor journeys in Chromium, Firefox ESR and WebKitGTK; the last line is the totals of all of them, read from
// each runner's JSON report (their own summaries are not what CI reads).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'tests', '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };

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

function playwright() {
  const file = join(reports, 'e2e.json');
  const ok = step('browser tests', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const report = readJson(file);
  if (!report?.stats) return void (totals.failed += 1);
  const { expected, unexpected, flaky, skipped } = report.stats;
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
  let failed = 0;
  for (const result of report.testResults) {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const { status } of result.assertionResults)
      count[status === 'passed' ? 'passed' : status === 'failed' ? 'failed' : 'skipped'] += 1;
    // A file that failed before its journeys ran (the browser did not start) is one failure.
    if (result.status === 'failed' && count.failed === 0) count.failed = 1;
    for (const key of Object.keys(count)) totals[key] += count[key];
    failed += count.failed;
    const skipped = count.skipped ? `, ${count.skipped} skipped` : '';
    parts.push(
      `${basename(result.name, '.test.ts')} ${count.passed} passed, ${count.failed} failed${skipped}`,
    );
  }
  engineLine = `engines: ${parts.sort().join('; ')}`;
  if (!ok && failed === 0) totals.failed += 1;
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
  // Several instances of that build behind nginx, sharing Redis (browser-free).
  vitest('cluster', ['--root', root, '--project', 'cluster']);
  playwright();
  engines();
} else totals.failed += 3;

if (engineLine) console.log(`\n${engineLine}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
