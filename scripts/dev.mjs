// npm run dev: the agency API and the site in development mode together.
import { run, stopOnSignals, waitForUrl } from './lib/processes.mjs';

const root = new URL('..', import.meta.url).pathname;
const apiPort = process.env.AGENCY_API_PORT ?? '4000';
const apiUrl = `http://127.0.0.1:${apiPort}`;
const env = {
  ...process.env,
  AGENCY_API_PORT: apiPort,
  MAIN_API_URL: process.env.MAIN_API_URL ?? apiUrl,
  PANEL_API_URL: process.env.PANEL_API_URL ?? apiUrl,
};

stopOnSignals();
run('agency-api', 'npx', ['tsx', 'watch', 'agency-api/src/index.ts'], { cwd: root, env });
await waitForUrl(`${apiUrl}/api/health`);
run('site', 'npx', ['next', 'dev', '-p', process.env.PORT ?? '3000'], { cwd: root, env });
