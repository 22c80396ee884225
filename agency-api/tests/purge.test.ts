/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are checked by the assertions, not by types */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb } from '../src/db/open.js';
import { purgeExpired, type PurgeCounts } from '../src/privacy/purge.js';
import { schedulePurge } from '../src/privacy/schedule.js';
import { fourImages, scoutForm, SCOUT_FIELDS } from './form-fixtures.js';
import { call, panelToken, startServer, type TestServer } from './helpers.js';

// Deletion on a clock: the tests set the clock, nothing waits.

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-01-10T09:00:00Z');
const clock = { now: T0 };
const at = (days: number) => new Date(T0.getTime() + days * DAY);
const periods = { retentionDays: 180, minorPendingDays: 15 };
const GUARDIAN = {
  guardian_name: 'Rui Lima',
  guardian_relationship: 'father',
  guardian_email: 'rui@example.com',
  guardian_phone: '+351 900 000 000',
  guardian_consent: 'true',
};

let server: TestServer;
let token: string;
const ids: Record<string, number> = {};

async function apply(name: string, fields: Record<string, string>): Promise<number> {
  const body = scoutForm(await fourImages(), { ...SCOUT_FIELDS, ...fields, name });
  const res = await call(server, token, '/api/get-scouted/pt', { method: 'POST', body });
  expect(res.status).toBe(201);
  return ((await res.json()) as any).data.id;
}
const rowIds = async () =>
  ((await (await call(server, token, '/api/submissions')).json()) as any).data
    .map((s: any) => s.id)
    .sort((a: number, b: number) => a - b);
const folder = (id: number) => path.join(server.dataDir, 'uploads', String(id));

beforeAll(async () => {
  server = await startServer({ now: () => clock.now });
  token = await panelToken(server);
  ids.adultOld = await apply('Adult day 0', {});
  ids.minorPending = await apply('Minor pending', { ...GUARDIAN, birthdate: '2010-03-03' });
  ids.minorConfirmed = await apply('Minor confirmed', { ...GUARDIAN, birthdate: '2010-03-03' });
  const contact = new URLSearchParams({ name: 'Ana', phone: '1', message: 'day 0' });
  const res = await call(server, token, '/api/contact/pt', { method: 'POST', body: contact });
  ids.contactOld = ((await res.json()) as any).data.id;
  clock.now = at(100);
  ids.adultRecent = await apply('Adult day 100', {});
  clock.now = at(3);
  const confirmed = await call(
    server,
    token,
    `/api/submissions/${ids.minorConfirmed}/guardian-confirmed`,
    { method: 'POST' },
  );
  expect(confirmed.status).toBe(200);
});
afterAll(() => server.close());

describe('purge', () => {
  it('keeps everything inside its period', () => {
    const db = openDb(server.dataDir);
    try {
      expect(purgeExpired(db, path.join(server.dataDir, 'uploads'), at(15), periods)).toEqual({
        submissions: 0,
        files: 0,
      });
    } finally {
      db.close();
    }
  });

  it("deletes a minor's unconfirmed application and its files after 15 days, nothing else", async () => {
    const before = await rowIds();
    const db = openDb(server.dataDir);
    try {
      const counts = purgeExpired(db, path.join(server.dataDir, 'uploads'), at(16), periods);
      expect(counts).toEqual({ submissions: 1, files: 4 });
    } finally {
      db.close();
    }
    expect(await rowIds()).toEqual(before.filter((id: number) => id !== ids.minorPending));
    expect(fs.existsSync(folder(ids.minorPending!))).toBe(false);
    for (const kept of [ids.adultOld, ids.minorConfirmed, ids.adultRecent])
      expect(fs.readdirSync(folder(kept!))).toHaveLength(4);
  });

  it('deletes everything older than the retention period, at start and daily', async () => {
    // A new start on the same data, 181 days on: the purge runs before the first request.
    await server.close(false);
    clock.now = at(181);
    server = await startServer({ dataDir: server.dataDir, now: () => clock.now });
    token = await panelToken(server);
    expect(await rowIds()).toEqual([ids.adultRecent]);
    for (const gone of [ids.adultOld, ids.minorConfirmed, ids.contactOld])
      expect(fs.existsSync(folder(gone!))).toBe(false);
    expect(fs.readdirSync(folder(ids.adultRecent!))).toHaveLength(4);
  });

  it('runs again each day while the API keeps running', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const db = openDb(server.dataDir);
    try {
      const runs: PurgeCounts[] = [];
      // Day 250: the application of day 100 is inside its period.
      clock.now = at(250);
      const stop = schedulePurge({
        db,
        uploadsDir: path.join(server.dataDir, 'uploads'),
        now: () => clock.now,
        report: (counts) => runs.push(counts),
        ...periods,
      });
      expect(runs).toEqual([{ submissions: 0, files: 0 }]);
      expect(fs.readdirSync(folder(ids.adultRecent!))).toHaveLength(4);
      // A day later by the timer, and past its period by the clock: gone with its photos.
      clock.now = at(281);
      vi.advanceTimersByTime(DAY);
      expect(runs).toEqual([
        { submissions: 0, files: 0 },
        { submissions: 1, files: 4 },
      ]);
      expect(fs.existsSync(folder(ids.adultRecent!))).toBe(false);
      stop();
      vi.advanceTimersByTime(DAY);
      expect(runs).toHaveLength(2);
    } finally {
      db.close();
      vi.useRealTimers();
    }
  });

  it('answers 404 when confirming a guardian of an adult or of nothing', async () => {
    const adult = await call(
      server,
      token,
      `/api/submissions/${ids.adultRecent}/guardian-confirmed`,
      {
        method: 'POST',
      },
    );
    expect(adult.status).toBe(404);
    const none = await call(server, token, '/api/submissions/999999/guardian-confirmed', {
      method: 'POST',
    });
    expect(none.status).toBe(404);
  });
});
