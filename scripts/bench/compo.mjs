// Composite PDF timing: the site's GET /api/compo, request to full body.

/** A main-API token from the agency API (reference credentials). */
async function mainToken(api) {
  const response = await fetch(`${api}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'dev-salt', api_key: 'dev-main-key' }),
  });
  if (!response.ok) throw new Error(`signin answered ${response.status}`);
  return (await response.json()).access_token;
}

/**
 * A talent with a composite, preferring the seeded variant with a book of 10
 * images (id mod 10 = 4), which is what the budget is stated for.
 */
export async function findCompoTalent(api) {
  const token = await mainToken(api);
  const candidates = [4, 14, 24, 34, 1, 5, 6, 7, 8, 9, 11];
  for (const id of candidates) {
    const response = await fetch(`${api}/api/talent/profile?language=pt&id=${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) continue;
    const { data } = await response.json();
    if (data.compo) return { id, book: data.book.length };
  }
  throw new Error('no talent with a composite among the candidates');
}

/** The first `count` talents of the list that have a composite (for the selection PDF). */
export async function findCompoTalents(api, count) {
  const token = await mainToken(api);
  const headers = { authorization: `Bearer ${token}` };
  const list = await fetch(`${api}/api/talents?language=pt&paginate=200`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ filters: [] }),
  });
  if (!list.ok) throw new Error(`the talent list answered ${list.status}`);
  const ids = [];
  for (const { id } of (await list.json()).data.data) {
    const response = await fetch(`${api}/api/talent/profile?language=pt&id=${id}`, { headers });
    if (response.ok && (await response.json()).data.compo) ids.push(id);
    if (ids.length === count) return ids;
  }
  throw new Error(`fewer than ${count} talents with a composite among the first 200`);
}

/** The median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function timeOnce(site, id) {
  const start = performance.now();
  const response = await fetch(`${site}/api/compo?id=${id}&lang=pt`);
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - start;
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('pdf')) {
    throw new Error(`/api/compo answered ${response.status}`);
  }
  return { ms, bytes: body.length };
}

/** One warm-up (reported apart: first sign-in and cold code paths), then `runs` timed runs. */
export async function timeCompo(site, api, runs = 10) {
  const talent = await findCompoTalent(api);
  const warmup = await timeOnce(site, talent.id);
  const times = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const run = await timeOnce(site, talent.id);
    times.push(Math.round(run.ms * 10) / 10);
    bytes = run.bytes;
  }
  return {
    talent: talent.id,
    book_images: talent.book,
    pdf_bytes: bytes,
    warmup_ms: Math.round(warmup.ms),
    runs: times,
    median_ms: Math.round(median(times) * 10) / 10,
  };
}
