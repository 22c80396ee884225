// Lighthouse 12 on one page: default config (mobile form factor, simulated
// throttling), four categories, in the machine's Chromium (never downloaded).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';

const CHROME_FLAGS = ['--headless=new', ...chromiumArgs];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Audits that cost points, so a score below 100 says why. */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => ({ id: audit.id, score: audit.score, value: audit.displayValue ?? null }));
}

export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
  });
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
      warnings: lhr.runWarnings,
      losing: Object.fromEntries(
        CATEGORIES.map((id) => [id, failingAudits(lhr, id)]).filter(([, list]) => list.length),
      ),
    };
  } finally {
    await chrome.kill();
  }
}
