// The servers of the browser suite: `npm start` on a fresh temporary data
// folder, on the ports of tests/e2e/support/ports.ts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const data = mkdtempSync(join(tmpdir(), 'agency-e2e-'));
const sitePort = process.env.E2E_SITE_PORT ?? '3210';
const apiPort = process.env.E2E_API_PORT ?? '4210';
const child = spawn('node', [new URL('./start.mjs', import.meta.url).pathname], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: sitePort,
    AGENCY_API_PORT: apiPort,
    AGENCY_API_DATA: data,
    // The site's own database too: a fresh one, not the developer's .data.
    SITE_DATA_DIR: join(data, 'site'),
    SITE_URL: `http://127.0.0.1:${sitePort}`,
    // The suite sends many forms from one address.
    FORM_RATE_LIMIT: '100000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  rmSync(data, { recursive: true, force: true });
  process.exit(code ?? 0);
});
