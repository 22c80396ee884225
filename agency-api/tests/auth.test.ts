import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mainToken, panelToken, startServer, waitFor, type TestServer } from './helpers.js';

let server: TestServer;
let main: string;
let panel: string;

beforeAll(async () => {
  server = await startServer({ tokenTtlSeconds: 1 });
  main = await mainToken(server);
  panel = await panelToken(server);
});
afterAll(() => server.close());

const signin = (body: unknown, url = '/api/signin') =>
  fetch(server.base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('auth', () => {
  it('answers health without a token', async () => {
    const res = await fetch(`${server.base}/api/health`);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('issues a main token and a panel token', async () => {
    const res = await signin({ salt: 'dev-salt', api_key: 'dev-main-key' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 1 });
    expect(body.access_token).toMatch(/^[0-9a-f]{64}$/);
    const login = await signin({ salt: 'dev-salt', api_token: 'dev-panel-token' }, '/api/login');
    expect(login.status).toBe(200);
  });

  it('refuses wrong credentials with 401', async () => {
    expect((await signin({ salt: 'dev-salt', api_key: 'nope' })).status).toBe(401);
    expect((await signin({ salt: 'bad', api_key: 'dev-main-key' })).status).toBe(401);
    expect(
      (await signin({ salt: 'dev-salt', api_token: 'dev-main-key' }, '/api/login')).status,
    ).toBe(401);
    expect((await signin({})).status).toBe(401);
  });

  it('refuses requests without a token or with a wrong one', async () => {
    const none = await fetch(`${server.base}/api/social-media`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: 'Unauthenticated.' });
    expect((await call(server, 'f'.repeat(64), '/api/social-media')).status).toBe(401);
    expect((await call(server, 'f'.repeat(64), '/api/talent/profile?id=1')).status).toBe(401);
  });

  it('keeps main and panel tokens apart', async () => {
    expect((await call(server, main, '/api/social-media')).status).toBe(401);
    expect((await call(server, panel, '/api/talent/profile?id=1')).status).toBe(401);
    expect((await call(server, panel, '/api/social-media')).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const fresh = await panelToken(server);
    expect((await call(server, fresh, '/api/social-media')).status).toBe(200);
    await waitFor(
      async () => (await call(server, fresh, '/api/social-media')).status === 401,
      5000,
    );
    expect((await call(server, fresh, '/api/social-media')).status).toBe(401);
  });
});
