// The site as it runs for a burst (`npm run start:cluster`): nginx in front of
// two instances of the build sharing Redis. Two figures: a cached page through
// nginx against a plain Node static server sending the same bytes (and one
// `next start` instance alone, for comparison), side by side in one run; and
// 100 connections for 30 s on cached pages through the cluster (errors, p99).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../cluster/cluster.mjs';
import { cannon } from './cannon.mjs';
import { besideStatic, staticRatioPct } from './rps.mjs';

export const CLUSTER_PORTS = {
  proxy: 3404,
  sites: [3405, 3406],
  api: 4404,
  redis: 6404,
  postgres: 5404,
};
const STATIC_PORT = 3407;

/** Runs `work(cluster)` on a fresh cluster (default seed), then stops it. */
export async function withCluster(root, work) {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-cluster-'));
  const cluster = await startCluster({
    root,
    instances: 2,
    ports: CLUSTER_PORTS,
    dataDir,
    // The review bench joins and marks thousands of times from one address.
    siteEnv: { FORM_RATE_LIMIT: '1000000', REVIEW_RATE_LIMIT: '1000000' },
    quiet: true,
  });
  try {
    return await work(cluster);
  } finally {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Requests a page through nginx until nginx answers it from its cache. */
async function cachedByProxy(cluster, path) {
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${cluster.proxyUrl}${path}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (response.headers.get('x-cache-status') === 'HIT')
      return { body, contentType: response.headers.get('content-type') ?? 'text/html' };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nginx never answered ${path} from its cache`);
}

export async function compareClusterRps(cluster, path, { connections = 50, duration = 10 } = {}) {
  const page = { path, ...(await cachedByProxy(cluster, path)) };
  const measured = await besideStatic(
    page,
    STATIC_PORT,
    (staticUrl) => ({
      nginx: `${cluster.proxyUrl}${path}`,
      static: staticUrl,
      'next start (one instance)': `${cluster.siteUrls[0]}${path}`,
    }),
    { connections, duration },
  );
  const ratio = (server, encoding) => staticRatioPct(measured.runs, server, encoding);
  return {
    ...measured,
    note:
      'nginx (deploy/nginx.conf, rendered by scripts/cluster/nginx-config.mjs) in front of two ' +
      '`next start` instances sharing Redis; the page is answered from nginx’s cache (X-Cache-Status: ' +
      'HIT), compressed by nginx when the request accepts it. The static server is the same as in ' +
      'the table above (a worker thread sending the bytes nginx sent, gzip level 6 on the fly). ' +
      'autocannon runs on the same 2 cores as the servers. The one `next start` row is an instance of ' +
      'the cluster: it reads each page from Redis (the shared cache) where the single process above ' +
      'keeps its pages in memory.',
    ratio_gzip_pct: ratio('nginx', 'gzip'),
    ratio_identity_pct: ratio('nginx', 'identity'),
    next_ratio_gzip_pct: ratio('next start (one instance)', 'gzip'),
  };
}

/** The first profile the cluster's list links to (its seed's ids are its own). */
export async function clusterProfilePath(cluster) {
  const { body } = await cachedByProxy(cluster, '/modelos');
  const path = body.match(/href="(\/modelos\/\d+\/[^"#]+)"/)?.[1];
  if (!path) throw new Error("the cluster's list links to no profile");
  return path;
}

/**
 * Pages through nginx, many connections for a while: errors and latency. Cached pages are first
 * asked until nginx answers them from its cache; `cached: false` for a page rendered per request.
 */
export async function soakCluster(
  cluster,
  paths,
  { connections = 100, duration = 30, cached = true } = {},
) {
  if (cached) for (const path of paths) await cachedByProxy(cluster, path);
  const result = await cannon({
    url: cluster.proxyUrl,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    paths,
    ...result,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
