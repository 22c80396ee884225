import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/lib/free-port.mjs';

// A production server with no credentials would quietly use the development
// ones: it must refuse to start instead, naming what is missing.
const root = join(__dirname, '..', '..');
const required = ['MAIN_API_KEY', 'PANEL_API_TOKEN', 'API_SALT', 'SITE_URL'];

function startProduction(port: number, extra: Record<string, string>) {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && !required.includes(name)) env[name] = value;
  const child = spawn(join(root, 'node_modules', '.bin', 'next'), ['start', '-p', String(port)], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production', ...extra },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

test('the production site refuses to start without credentials and its address', async () => {
  test.setTimeout(60_000);
  const port = await freePort();
  const server = startProduction(port, {});
  const code = await server.exited;
  expect(code).not.toBe(0);
  for (const name of required) expect(server.output()).toContain(name);
  await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
});

test('an empty credential counts as missing', async () => {
  test.setTimeout(60_000);
  const server = startProduction(await freePort(), {
    MAIN_API_KEY: '',
    PANEL_API_TOKEN: 'panel',
    API_SALT: 'salt',
    SITE_URL: 'https://agency.example',
  });
  expect(await server.exited).not.toBe(0);
  expect(server.output()).toMatch(/without MAIN_API_KEY\./);
});
