// npm run dev: the agency API and the site in development mode together.
import { run, stopOnSignals, waitForUrl } from './lib/processes.mjs';
import { localStackEnv } from './lib/local-env.mjs';

const root = new URL('..', import.meta.url).pathname;
const { apiUrl, env } = localStackEnv();

stopOnSignals();
run('agency-api', 'npx', ['tsx', 'watch', 'agency-api/src/index.ts'], { cwd: root, env });
await waitForUrl(`${apiUrl}/api/health`);
run('site', 'npx', ['next', 'dev', '-p', process.env.PORT ?? '3000'], { cwd: root, env });
