import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSupervisor, siteAnswers } from '../../../scripts/cluster/supervisor.mjs';

type Health = 'ok' | 'apiDown' | 'refused';
const health: Record<string, Health> = {};

function answer(url: string): Response {
  const state = health[new URL(url).origin];
  if (state === 'refused' || !state) throw new TypeError('fetch failed');
  const body = { status: state === 'ok' ? 'ok' : 'degraded', site: 'ok' };
  return Response.json(body, { status: state === 'ok' ? 200 : 503 });
}

vi.stubGlobal('fetch', async (url: string) => answer(url));

const urls = ['http://10.0.0.1:3000', 'http://10.0.0.2:3000'];

function supervise() {
  const applied: number[][] = [];
  const restarted: number[] = [];
  const supervisor = createSupervisor({
    instances: urls.map((url) => ({ url })),
    applyDown: async (down) => {
      applied.push(down);
    },
    restart: async (index) => {
      restarted.push(index);
    },
    intervalMs: 5,
    log: () => {},
  });
  return { supervisor, applied, restarted };
}

let running: ReturnType<typeof supervise> | null = null;
afterEach(async () => {
  await running?.supervisor.stop();
  running = null;
});

describe('siteAnswers', () => {
  it('counts a 503 saying the site is ok (only the agency API is down) as an answer', async () => {
    health[urls[0]!] = 'apiDown';
    expect(await siteAnswers(urls[0]!)).toBe(true);
    health[urls[0]!] = 'refused';
    expect(await siteAnswers(urls[0]!)).toBe(false);
  });
});

describe('createSupervisor', () => {
  it('takes an instance that stops answering out, and puts it back when it answers', async () => {
    health[urls[0]!] = 'ok';
    health[urls[1]!] = 'apiDown';
    running = supervise();
    running.supervisor.start();
    health[urls[1]!] = 'refused';
    await vi.waitFor(() => expect(running!.applied.at(-1)).toEqual([1]));
    expect(running.supervisor.isIn(1)).toBe(false);
    health[urls[1]!] = 'ok';
    await vi.waitFor(() => expect(running!.applied.at(-1)).toEqual([]));
  });

  it('never takes every instance out', async () => {
    health[urls[0]!] = 'ok';
    health[urls[1]!] = 'ok';
    running = supervise();
    running.supervisor.start();
    await running.supervisor.markDown(0);
    health[urls[0]!] = 'refused';
    health[urls[1]!] = 'refused';
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(running.applied).toEqual([[0], []]);
  });

  it('starts a crashed instance again, not one stopped on purpose', async () => {
    running = supervise();
    await running.supervisor.exited(0, 'SIGKILL');
    expect(running.restarted).toEqual([0]);
    await running.supervisor.markUp(0); // the restarted instance answers
    running.supervisor.expectExit(1);
    await running.supervisor.exited(1, 'SIGKILL');
    expect(running.restarted).toEqual([0]);
    expect(running.applied.at(-1)).toEqual([1]);
  });
});
