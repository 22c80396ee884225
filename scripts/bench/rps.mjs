// Requests per second of a cached page: `next start` against a plain Node
// static server sending the same bytes, side by side in one run.
import { cannon } from './cannon.mjs';
import { fetchText } from './pages.mjs';
import { startStaticServer } from './static-server.mjs';

export const STATIC_PORT = 3401;

export async function compareRps(site, path, { connections = 50, duration = 10 } = {}) {
  const { body, contentType } = await fetchText(site + path);
  const stopStatic = await startStaticServer({ port: STATIC_PORT, body, contentType });
  const targets = { next: site + path, static: `http://127.0.0.1:${STATIC_PORT}${path}` };
  const encodings = { gzip: { 'accept-encoding': 'gzip' }, identity: {} };
  const runs = [];
  try {
    for (const [encoding, headers] of Object.entries(encodings)) {
      for (const [server, url] of Object.entries(targets)) {
        // Short unrecorded warm-up: JIT, keep-alive sockets, caches.
        await cannon({ url, connections, duration: 2, headers });
        const result = await cannon({ url, connections, duration, headers });
        runs.push({ server, encoding, ...result });
        console.log(`  ${server} (${encoding}): ${result.rps} requests/s`);
      }
    }
  } finally {
    await stopStatic();
  }
  const rps = (server, encoding) =>
    runs.find((r) => r.server === server && r.encoding === encoding).rps;
  const ratio = (encoding) =>
    Math.round((rps('next', encoding) / rps('static', encoding)) * 1000) / 10;
  return {
    path,
    connections,
    duration_s: duration,
    html_bytes: Buffer.byteLength(body),
    note:
      'The static server (scripts/bench/static-server.mjs, a worker thread of the bench process) ' +
      'sends the HTML fetched from the site with the same content-type; like Next it gzips each ' +
      'response on the fly (level 6) when the request accepts gzip, and sends identity otherwise. ' +
      'The budget is checked on the gzip runs (what browsers ask for); the identity runs are shown beside.',
    runs,
    ratio_gzip_pct: ratio('gzip'),
    ratio_identity_pct: ratio('identity'),
  };
}
