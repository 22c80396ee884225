import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  agencyApiAnswers,
  agencyApiKnownDown,
  reportNoAnswer,
} from '@/lib/agency-api/reachability';

// A stand-in API whose answer each test sets, counting the probes it gets.
let status = 200;
let probes = 0;
// While set, a probe waits for it, then gets the status of that moment.
let held: Promise<void> | null = null;
let server: Server;
let url = '';
const both = () => ({ MAIN_API_URL: url, PANEL_API_URL: url });

beforeAll(async () => {
  server = createServer(async (_, response) => {
    probes += 1;
    const answered = status;
    await held;
    response.writeHead(answered).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

// Each test starts with the API found up (asked as if later than any "no
// answer" believed), which clears it.
beforeEach(async () => {
  status = 200;
  await agencyApiAnswers(both(), Date.now() + 10_000);
  probes = 0;
});

describe('agencyApiAnswers', () => {
  it('is up for any answer under 500, even a 404 of the base address', async () => {
    status = 404;
    expect(await agencyApiAnswers(both())).toBe(true);
  });

  it('is down for a 5xx answer or a refused connection, of either API', async () => {
    status = 503;
    expect(await agencyApiAnswers(both())).toBe(false);
    status = 200;
    const later = Date.now() + 5_000;
    expect(
      await agencyApiAnswers({ MAIN_API_URL: url, PANEL_API_URL: 'http://127.0.0.1:9' }, later),
    ).toBe(false);
  });

  it('asks again each time the API was up; callers while a probe is out share the next one', async () => {
    await agencyApiAnswers(both());
    await agencyApiAnswers(both());
    expect(probes).toBe(2);
    await Promise.all([
      agencyApiAnswers(both()),
      agencyApiAnswers(both()),
      agencyApiAnswers(both()),
    ]);
    expect(probes).toBe(4);
  });

  it('an "up" answered for a probe under way when the API went holds only for who asked before it', async () => {
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    const before = agencyApiAnswers(both());
    await expect.poll(() => probes).toBe(1);
    // The API goes while that probe is out; it still answers the probe it took in.
    status = 503;
    const after = agencyApiAnswers(both());
    held = null;
    release();
    expect(await before).toBe(true);
    expect(await after).toBe(false);
    expect(probes).toBe(2);
  });

  it('a call that got no answer while a probe was out outweighs its "up"', async () => {
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    const probe = agencyApiAnswers(both());
    await expect.poll(() => probes).toBe(1);
    reportNoAnswer();
    held = null;
    release();
    expect(await probe).toBe(false);
  });

  it('believes a "no answer" for a second, then asks again', async () => {
    reportNoAnswer();
    expect(await agencyApiAnswers(both(), Date.now() + 900)).toBe(false);
    expect(probes).toBe(0);
    expect(await agencyApiAnswers(both(), Date.now() + 1_100)).toBe(true);
    expect(probes).toBe(1);
  });
});

describe('agencyApiKnownDown', () => {
  it('costs no probe while no call failed', async () => {
    expect(await agencyApiKnownDown(both())).toBe(false);
    expect(probes).toBe(0);
  });

  it('after a call got no answer, is down until a probe finds the API', async () => {
    reportNoAnswer();
    expect(await agencyApiKnownDown(both())).toBe(true);
    reportNoAnswer(Date.now() - 5_000);
    expect(await agencyApiKnownDown(both())).toBe(false);
    expect(probes).toBe(1);
    expect(await agencyApiKnownDown(both())).toBe(false);
    expect(probes).toBe(1);
  });
});
