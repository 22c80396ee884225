// Composite PDF timing: the site's POST /api/compo, request to full body.

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

async function timeOnce(site, id) {
  const start = performance.now();
  const response = await fetch(`${site}/api/compo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, lang: 'pt' }),
  });
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
  const sorted = [...times].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
  return {
    talent: talent.id,
    book_images: talent.book,
    pdf_bytes: bytes,
    warmup_ms: Math.round(warmup.ms),
    runs: times,
    median_ms: Math.round(median * 10) / 10,
  };
}
