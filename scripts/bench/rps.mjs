// Requests per second of a cached page: `next start` against a plain Node
// static server sending the same bytes, side by side in one run.
import { cannon } from './cannon.mjs';
import { fetchText } from './pages.mjs';
import { startStaticServer } from './static-server.mjs';

const STATIC_PORT = 3401;

/**
 * Each target with gzip asked, then each without, one after the other, each
 * after a short unrecorded warm-up (JIT, keep-alive sockets, caches).
 */
async function sideBySide(targets, { connections, duration }) {
  const encodings = { gzip: { 'accept-encoding': 'gzip' }, identity: {} };
  const runs = [];
  for (const [encoding, headers] of Object.entries(encodings)) {
    for (const [server, url] of Object.entries(targets)) {
      await cannon({ url, connections, duration: 2, headers });
      const result = await cannon({ url, connections, duration, headers });
      runs.push({ server, encoding, ...result });
      console.log(`  ${server} (${encoding}): ${result.rps} requests/s`);
    }
  }
  return runs;
}

/** A server's requests per second as a share of the static server's, in %, one decimal. */
export function staticRatioPct(runs, server, encoding) {
  const rps = (name) => runs.find((r) => r.server === name && r.encoding === encoding).rps;
  return Math.round((rps(server) / rps('static')) * 1000) / 10;
}

/**
 * A page's servers side by side with the static server sending the same
 * bytes (on `port`): the runs, with what the report says of them.
 */
export async function besideStatic(page, port, targetsOf, { connections, duration }) {
  const { path, body, contentType } = page;
  const stopStatic = await startStaticServer({ port, body, contentType });
  try {
    const targets = targetsOf(`http://127.0.0.1:${port}${path}`);
    const runs = await sideBySide(targets, { connections, duration });
    return { path, connections, duration_s: duration, html_bytes: Buffer.byteLength(body), runs };
  } finally {
    await stopStatic();
  }
}

export async function compareRps(site, path, { connections = 50, duration = 10 } = {}) {
  const page = { path, ...(await fetchText(site + path)) };
  const measured = await besideStatic(
    page,
    STATIC_PORT,
    (staticUrl) => ({ next: site + path, static: staticUrl }),
    { connections, duration },
  );
  const ratio = (encoding) => staticRatioPct(measured.runs, 'next', encoding);
  return {
    ...measured,
    note:
      'The static server (scripts/bench/static-server.mjs, a worker thread of the bench process) ' +
      'sends the HTML fetched from the site with the same content-type; like Next it gzips each ' +
      'response on the fly (level 6) when the request accepts gzip, and sends identity otherwise. ' +
      'The budget is checked on the gzip runs (what browsers ask for); the identity runs are shown beside.',
    ratio_gzip_pct: ratio('gzip'),
    ratio_identity_pct: ratio('identity'),
  };
}
