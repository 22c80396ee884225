import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildServer, testConfig, type Config } from '../src/index.js';

export interface TestServer {
  base: string;
  dataDir: string;
  config: Config;
  close: (removeData?: boolean) => Promise<void>;
}

/** Starts the agency API on a free port with a fresh temporary data folder (or the given one). */
export async function startServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'agency-api-test-'));
  const config = testConfig({ ...overrides, dataDir });
  const app = buildServer(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    config,
    close: async (removeData = true) => {
      await app.close();
      if (removeData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function token(base: string, url: string, body: Record<string, string>): Promise<string> {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export const mainToken = (s: TestServer) =>
  token(s.base, '/api/signin', { salt: s.config.salt, api_key: s.config.mainKey });
export const panelToken = (s: TestServer) =>
  token(s.base, '/api/login', { salt: s.config.salt, api_token: s.config.panelToken });

/** fetch with a bearer token; returns the response. */
export function call(
  s: TestServer,
  tokenValue: string,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${tokenValue}`);
  return fetch(s.base + url, { ...init, headers });
}

export function postJson(
  s: TestServer,
  tokenValue: string,
  url: string,
  body: unknown,
): Promise<Response> {
  return call(s, tokenValue, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Polls until the condition holds, instead of sleeping for a fixed time. */
export async function waitFor(
  condition: () => Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
}
