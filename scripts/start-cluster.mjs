// npm run start:cluster: Redis, PostgreSQL, the agency API, SITE_INSTANCES site instances
// and nginx in front of them (deploy/nginx.conf); Ctrl-C stops them all.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
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
  postgres: int('CLUSTER_POSTGRES_PORT', 5490),
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
    // The site's database: DATABASE_URL's, else a PostgreSQL kept in SITE_DATA_DIR/postgres.
    databaseUrl: env.DATABASE_URL || undefined,
    postgresDir: resolve(root, env.SITE_DATA_DIR || '.data', 'postgres'),
    siteEnv: env.SITE_URL ? { SITE_URL: env.SITE_URL } : {},
  });
  console.log(`
The site:        http://localhost:${ports.proxy}  (nginx, ${instances} instances)
Instances:       ${cluster.siteUrls.join(', ')}
Agency API:      ${cluster.apiUrl}
Redis:           ${cluster.redisUrl}
Site database:   ${cluster.databaseUrl}
Run folder:      ${cluster.runDir}  (nginx.conf, logs, page cache)
Ctrl-C stops everything.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
