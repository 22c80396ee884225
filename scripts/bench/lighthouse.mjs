// Lighthouse 12 on one page: default config (mobile form factor, simulated
// throttling), four categories, in the machine's Chromium (never downloaded).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';

const CHROME_FLAGS = ['--headless=new', ...chromiumArgs];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** What the browser reported, for audits that list issues without a display value. */
function issues(audit) {
  const types = (audit.details?.items ?? []).map((item) => item.issueType).filter(Boolean);
  return types.length ? [...new Set(types)].join(', ') : null;
}

/** Audits that cost points, so a score below 100 says why. */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => ({
      id: audit.id,
      score: audit.score,
      value: audit.displayValue ?? issues(audit),
    }));
}

export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
  });
  // A bench stopped with Ctrl-C or SIGTERM exits at once: leave no browser behind.
  const killOnExit = () => {
    try {
      process.kill(chrome.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killOnExit);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]),
    );
    const metric = (id) => lhr.audits[id].numericValue;
    return {
      scores,
      lcp_ms: Math.round(metric('largest-contentful-paint')),
      cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
      tbt_ms: Math.round(metric('total-blocking-time')),
      fcp_ms: Math.round(metric('first-contentful-paint')),
      // The document's time to first byte, as Lighthouse observed it (unthrottled server time).
      ttfb_ms: Math.round(metric('server-response-time')),
      warnings: lhr.runWarnings,
      losing: Object.fromEntries(
        CATEGORIES.map((id) => [id, failingAudits(lhr, id)]).filter(([, list]) => list.length),
      ),
    };
  } finally {
    process.off('exit', killOnExit);
    await chrome.kill();
  }
}

/** Middle value (mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (!sorted.length) return null;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each figure's median over the runs, taken figure by figure. */
export function medianOfRuns(runs) {
  const of = (pick) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((r) => r.scores[id])])),
    lcp_ms: of((r) => r.lcp_ms),
    cls: of((r) => r.cls),
    tbt_ms: of((r) => r.tbt_ms),
    fcp_ms: of((r) => r.fcp_ms),
    ttfb_ms: of((r) => r.ttfb_ms),
  };
}

/**
 * `count` runs one after the other, each in a fresh browser: scores on this
 * machine move by 10 to 30 points between runs, so a figure is the median.
 * `prepare` runs before each run; a run during which `disturbances()` grew
 * (a server was started again) is kept apart, out of the median, as is a
 * failed one, and another run takes its place (at most `count` more in all).
 */
export async function runLighthouseSeries(
  url,
  count,
  { prepare = async () => {}, disturbances = () => 0 } = {},
) {
  const runs = [];
  const errors = [];
  const discarded = [];
  for (let attempt = 0; runs.length < count && attempt < 2 * count; attempt++) {
    try {
      await prepare();
      const seen = disturbances();
      const run = await runLighthouse(url);
      if (disturbances() === seen) runs.push(run);
      else discarded.push(run);
    } catch (error) {
      errors.push(error.message);
    }
  }
  if (!runs.length) throw new Error(errors.join('; ') || 'every run was disturbed');
  return { runs, errors, discarded, median: medianOfRuns(runs) };
}
