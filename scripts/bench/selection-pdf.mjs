// Selection PDF timing: the site's GET /api/selection-pdf for 20 talents with
// a composite each (cover + 20 cards, 41 pages), request to full body.
import { findCompoTalents, median } from './compo.mjs';

/** The talents of the measured selection. */
export const SELECTION_SIZE = 20;

async function timeOnce(site, ids) {
  const start = performance.now();
  const response = await fetch(`${site}/api/selection-pdf?ids=${ids.join(',')}&lang=pt`);
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - start;
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('pdf')) {
    throw new Error(`/api/selection-pdf answered ${response.status}`);
  }
  return { ms, bytes: body.length };
}

/**
 * One warm-up (reported apart: profiles read into the site's data cache, cold
 * code paths), then `runs` timed runs; every composite is rendered again by
 * the agency API on each run, as it is for a visitor.
 */
export async function timeSelectionPdf(site, api, runs = 5) {
  const ids = await findCompoTalents(api, SELECTION_SIZE);
  const warmup = await timeOnce(site, ids);
  const times = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const run = await timeOnce(site, ids);
    times.push(Math.round(run.ms * 10) / 10);
    bytes = run.bytes;
  }
  return {
    talents: ids.length,
    pdf_bytes: bytes,
    warmup_ms: Math.round(warmup.ms),
    runs: times,
    median_ms: Math.round(median(times) * 10) / 10,
  };
}
