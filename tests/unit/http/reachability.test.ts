import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyApiAnswers } from '@/lib/agency-api/reachability';

// A stand-in API whose answer each test sets.
let status = 200;
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((_, response) => response.writeHead(status).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

// Each call gets its own clock far from the others', so no probe is reused.
let clock = 1_000_000;
const ask = (vars: Record<string, string>) => agencyApiAnswers(vars, (clock += 10_000));

describe('agencyApiAnswers', () => {
  it('is up for any answer under 500, even a 404 of the base address', async () => {
    status = 404;
    expect(await ask({ MAIN_API_URL: url, PANEL_API_URL: url })).toBe(true);
  });

  it('is down for a 5xx answer or a refused connection, of either API', async () => {
    status = 503;
    expect(await ask({ MAIN_API_URL: url, PANEL_API_URL: url })).toBe(false);
    status = 200;
    expect(await ask({ MAIN_API_URL: url, PANEL_API_URL: 'http://127.0.0.1:9' })).toBe(false);
  });

  it('reuses one probe for two seconds', async () => {
    status = 200;
    const now = (clock += 10_000);
    expect(await agencyApiAnswers({ MAIN_API_URL: url, PANEL_API_URL: url }, now)).toBe(true);
    status = 503;
    expect(await agencyApiAnswers({ MAIN_API_URL: url, PANEL_API_URL: url }, now + 1_999)).toBe(
      true,
    );
    expect(await agencyApiAnswers({ MAIN_API_URL: url, PANEL_API_URL: url }, now + 2_000)).toBe(
      false,
    );
  });
});
