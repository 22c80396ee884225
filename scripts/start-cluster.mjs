// npm run start:cluster: Redis, the agency API, SITE_INSTANCES site instances
// and nginx in front of them (deploy/nginx.conf); Ctrl-C stops them all.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildIsCurrent } from './lib/build.mjs';
import { startCluster } from './cluster/cluster.mjs';

const root = new URL('..', import.meta.url).pathname;
const env = process.env;
const int = (name, fallback) => {
  const value = Number(env[name] || fallback);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a positive whole number, not "${env[name]}"`);
    process.exit(1);
  }
  return value;
};

const instances = int('SITE_INSTANCES', 2);
const firstSitePort = int('CLUSTER_SITE_PORT', 3101);
const ports = {
  proxy: int('PORT', 3000),
  redis: int('CLUSTER_REDIS_PORT', 6390),
  api: int('AGENCY_API_PORT', 4000),
  sites: Array.from({ length: instances }, (_, index) => firstSitePort + index),
};

if (!buildIsCurrent(root)) {
  console.log('Building the site (no current build)…');
  const result = spawnSync(join(root, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

try {
  const cluster = await startCluster({
    root,
    instances,
    ports,
    // The same data folder as npm start (agency-api/data), unless given.
    dataDir: env.AGENCY_API_DATA || join(root, 'agency-api', 'data'),
    redisUrl: env.REDIS_URL || undefined,
    siteEnv: env.SITE_URL ? { SITE_URL: env.SITE_URL } : {},
  });
  console.log(`
The site:        http://localhost:${ports.proxy}  (nginx, ${instances} instances)
Instances:       ${cluster.siteUrls.join(', ')}
Agency API:      ${cluster.apiUrl}
Redis:           ${cluster.redisUrl}
Run folder:      ${cluster.runDir}  (nginx.conf, logs, page cache)
Ctrl-C stops everything.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
