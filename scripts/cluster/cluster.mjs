// The whole set on one machine: Redis, PostgreSQL (the site's own database, shared by the
// instances), the agency API, N site instances and nginx in front, with the supervisor of
// scripts/cluster/supervisor.mjs.
// Used by `npm run start:cluster` and by tests and the bench.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stackVariables } from '../lib/local-env.mjs';
import { startPostgres } from '../lib/postgres.mjs';
import { waitForUrl } from '../lib/processes.mjs';
import { running, spawnGroup, spawnRedis, stopGroup, waitForRedis } from './children.mjs';
import { createProxy } from './proxy.mjs';
import { createSupervisor, waitForSite } from './supervisor.mjs';

export async function startCluster(options) {
  const { root, ports, siteEnv = {}, apiEnv = {}, quiet = false } = options;
  const instances = options.instances ?? 2;
  if (ports.sites.length !== instances) {
    throw new Error(`ports.sites has ${ports.sites.length} ports for ${instances} instances`);
  }
  const runDir = mkdtempSync(join(tmpdir(), 'agency-cluster-'));
  // nginx's workers run as nobody when we are root: they write the cache here.
  chmodSync(runDir, 0o755);
  const dataDir = options.dataDir ?? join(runDir, 'agency-data');
  const proxyUrl = `http://127.0.0.1:${ports.proxy}`;
  const siteUrls = ports.sites.map((port) => `http://127.0.0.1:${port}`);
  const redisUrl = options.redisUrl ?? `redis://127.0.0.1:${ports.redis}`;
  const log = (line) => (quiet ? undefined : console.log(line));
  const logFile = (name) => (quiet ? join(runDir, `${name}.log`) : undefined);

  // One secret for all instances: a revalidation reaches the shared cache through any of them.
  const revalidateSecret =
    siteEnv.REVALIDATE_SECRET || process.env.REVALIDATE_SECRET || randomBytes(24).toString('hex');
  const { apiUrl, vars } = stackVariables(
    { ...process.env, ...siteEnv },
    { sitePort: ports.proxy, apiPort: ports.api },
  );
  const siteVariables = {
    ...process.env,
    ...vars,
    REDIS_URL: redisUrl,
    TRUSTED_PROXY_HOPS: '1',
    REVALIDATE_SECRET: revalidateSecret,
    ...siteEnv,
    SITE_URL: siteEnv.SITE_URL ?? proxyUrl,
  };

  let redis = null;
  let postgres = null;
  let api = null;
  const sites = siteUrls.map(() => null);
  let stopping = false;
  let supervisor = null;

  const startRedis = async () => {
    if (options.redisUrl) return;
    redis = spawnRedis({ port: ports.redis, runDir, logFile: logFile('redis') });
    await waitForRedis(ports.redis);
  };

  // One database for every instance, so that a board's marks made through one are seen through
  // all: PostgreSQL, started here unless given (options.databaseUrl).
  const startDatabase = async () => {
    if (options.databaseUrl) return options.databaseUrl;
    postgres = await startPostgres({
      port: ports.postgres,
      dataDir: options.postgresDir ?? join(runDir, 'postgres'),
      logFile: join(runDir, 'postgres.log'),
      // A run's own database is thrown away with the run folder.
      ephemeral: !options.postgresDir,
    });
    return postgres.url;
  };

  const proxy = createProxy({
    port: ports.proxy,
    upstreams: ports.sites.map((port) => `127.0.0.1:${port}`),
    staticRoot: join(root, '.next', 'static'),
    runDir,
    htmlMaxAge: options.proxyHtmlMaxAge ?? process.env.PROXY_HTML_MAX_AGE ?? undefined,
    quiet,
    log,
  });

  const startInstance = async (index) => {
    if (stopping) throw new Error('the cluster is stopping');
    if (sites[index] && running(sites[index])) throw new Error(`instance ${index} is running`);
    const child = spawnGroup(
      join(root, 'node_modules', '.bin', 'next'),
      ['start', '-p', String(ports.sites[index])],
      {
        cwd: root,
        env: { ...siteVariables, PORT: String(ports.sites[index]) },
        logFile: logFile(`site-${index}`),
      },
    );
    sites[index] = child;
    child.exited.then(({ code, signal }) => {
      if (!stopping && sites[index] === child) supervisor?.exited(index, signal ?? code);
    });
    const ended = child.exited.then(({ code, signal }) => {
      throw new Error(`instance ${index} ended while starting (${signal ?? code})`);
    });
    ended.catch(() => {}); // once the instance answered, its end is the supervisor's business
    await Promise.race([waitForSite(siteUrls[index]), ended]);
    await supervisor?.markUp(index);
  };

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    process.off('exit', killAllNow);
    for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, onSignal);
    await supervisor?.stop();
    // nginx first, so that no request reaches an instance being stopped.
    await stopGroup(proxy.child, { signal: 'SIGQUIT', graceMs: 3000 });
    await Promise.all(sites.map((child) => stopGroup(child)));
    await stopGroup(api);
    await postgres?.stop();
    await stopGroup(redis);
    rmSync(runDir, { recursive: true, force: true });
  };
  const killAllNow = () => {
    for (const child of [proxy.child, ...sites, api, postgres?.child, redis]) {
      if (child?.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
  };
  const onSignal = (signal) => {
    stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('exit', killAllNow);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, onSignal);

  try {
    await startRedis();
    log(redis ? `Redis ready on ${redisUrl}` : `Using Redis at ${redisUrl}`);
    // The instances' shared database, once it answers.
    siteVariables.DATABASE_URL = await startDatabase();
    log(postgres ? `PostgreSQL ready on ${postgres.url}` : 'Using the PostgreSQL of DATABASE_URL');

    api = spawnGroup(join(root, 'node_modules', '.bin', 'tsx'), ['agency-api/src/index.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...vars,
        AGENCY_API_PORT: String(ports.api),
        AGENCY_API_DATA: dataDir,
        ...apiEnv,
      },
      logFile: logFile('agency-api'),
    });
    await waitForUrl(`${apiUrl}/api/health`);
    log(`Agency API ready on ${apiUrl}`);

    supervisor = createSupervisor({
      instances: siteUrls.map((url) => ({ url })),
      applyDown: (down) => proxy.applyDown(down),
      restart: (index) =>
        startInstance(index).catch((error) => log(`[supervisor] ${error.message}`)),
      log,
    });
    await Promise.all(siteUrls.map((_, index) => startInstance(index)));
    log(`Site instances ready on ${siteUrls.join(', ')}`);

    proxy.start();
    await waitForSite(proxyUrl, 20_000);
    supervisor.start();
    log(`nginx ready on ${proxyUrl}`);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    proxyUrl,
    apiUrl,
    redisUrl,
    databaseUrl: siteVariables.DATABASE_URL,
    siteUrls,
    runDir,
    revalidateSecret,
    async killInstance(index, { signal = 'SIGKILL', restart = false } = {}) {
      const child = sites[index];
      if (!child || !running(child)) return;
      if (!restart) supervisor.expectExit(index);
      await stopGroup(child, { signal, graceMs: 5000 });
      // Out of the upstream before this returns (the exit handler does it too).
      await supervisor.markDown(index);
    },
    startInstance,
    async stopRedis() {
      if (!redis) throw new Error('this cluster uses an external Redis');
      await stopGroup(redis);
    },
    async startRedis() {
      if (!redis) throw new Error('this cluster uses an external Redis');
      if (running(redis)) return;
      await startRedis();
    },
    stop,
  };
}
