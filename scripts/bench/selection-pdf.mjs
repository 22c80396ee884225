// Selection PDF timing: the site's GET /api/selection-pdf for 20 talents with
// a composite each (cover + 20 cards, 41 pages), request to full body.
import { PDFDocument } from 'pdf-lib';
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
  // Checked after the clock stopped: a file whose composites all failed comes
  // back fast with the cover alone, and must not pass for a measure.
  const pages = (await PDFDocument.load(body)).getPageCount();
  if (pages !== 1 + 2 * ids.length) throw new Error(`the selection PDF has ${pages} pages`);
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
