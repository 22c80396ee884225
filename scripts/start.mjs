// npm start: the agency API (seeding a fresh data folder on first start) and
// the production site together. Either one that ends by itself is started
// again (scripts/lib/processes.mjs): while the API is away the site serves its
// cached pages and answers 503 where a page needs the API now. Only Ctrl-C or
// SIGTERM to this launcher stops both.
import { spawnSync } from 'node:child_process';
import { buildIsCurrent } from './lib/build.mjs';
import { run, stopOnSignals, waitForUrl } from './lib/processes.mjs';
import { localStackEnv } from './lib/local-env.mjs';

const root = new URL('..', import.meta.url).pathname;
const { apiUrl, env } = localStackEnv();

stopOnSignals();

if (!buildIsCurrent(root)) {
  console.log('Building the site (no current build)…');
  const result = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('agency-api', 'npx', ['tsx', 'agency-api/src/index.ts'], { cwd: root, env, restart: true });
await waitForUrl(`${apiUrl}/api/health`);
console.log(`Agency API ready on ${apiUrl}`);
run('site', 'npx', ['next', 'start', '-p', process.env.PORT ?? '3000'], {
  cwd: root,
  env,
  restart: true,
});
