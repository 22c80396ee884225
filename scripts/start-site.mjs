// npm run start:site: the production site alone, against the APIs named by
// MAIN_API_URL and PANEL_API_URL (the agency's own in production). No
// credentials are filled in here: without MAIN_API_KEY, PANEL_API_TOKEN,
// API_SALT and SITE_URL the production site refuses to start, as it should.
import { spawnSync } from 'node:child_process';
import { buildIsCurrent } from './lib/build.mjs';
import { run, stopOnSignals } from './lib/processes.mjs';

const root = new URL('..', import.meta.url).pathname;
stopOnSignals();
if (!buildIsCurrent(root)) {
  const result = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
run('site', 'npx', ['next', 'start', '-p', process.env.PORT ?? '3000'], { cwd: root });
