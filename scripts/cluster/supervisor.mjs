// Active health checks for open-source nginx, which has only passive ones:
// every instance's GET /api/health is polled; one that does not answer is
// taken out of nginx's upstream (its server line marked `down`, then nginx
// reloaded) and put back once it answers again. An instance whose process
// ended without being stopped on purpose is started again.
import { delay } from './children.mjs';

/**
 * Whether a site answers: any HTTP status (503 only means the agency's API is
 * down, the same for every instance) with a JSON body saying `site: "ok"`.
 */
export async function siteAnswers(baseUrl, timeoutMs = 1500) {
  try {
    const response = await fetch(`${baseUrl}/api/health`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.json();
    return body?.site === 'ok';
  } catch {
    return false;
  }
}

/** Polls until the site answers, or fails after the timeout. */
export async function waitForSite(baseUrl, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await siteAnswers(baseUrl)) return;
    await delay(250);
  }
  throw new Error(`${baseUrl}/api/health did not answer within ${timeoutMs} ms`);
}

/**
 * instances: [{ url }] (each polled directly, not through nginx);
 * applyDown(indexes): writes the upstream with those instances down and reloads nginx;
 * restart(index): starts an instance again after its process ended.
 */
export function createSupervisor({
  instances,
  applyDown,
  restart,
  intervalMs = 2000,
  failuresBeforeDown = 2,
  log = console.log,
}) {
  const failures = instances.map(() => 0);
  const out = instances.map(() => false);
  const onPurpose = instances.map(() => false);
  // Restarts in a row without the instance answering: each waits longer (up to 30 s).
  const restarts = instances.map(() => 0);
  let applied = '';
  let timer = null;
  let stopped = false;
  let queue = Promise.resolve();

  // One reload at a time, in order; a failed one is logged and retried on the next change.
  function sync() {
    queue = queue.then(async () => {
      let down = out.flatMap((isOut, index) => (isOut ? [index] : []));
      // Never take every instance out: with none answering, nginx's passive
      // checks and its stale pages do better than "no live upstreams".
      if (down.length === instances.length) down = [];
      const key = down.join(',');
      if (key === applied || stopped) return;
      try {
        await applyDown(down);
        applied = key;
        log(`[supervisor] upstream: ${down.length ? `down ${down.join(', ')}` : 'all in'}`);
      } catch (error) {
        log(`[supervisor] nginx reload failed: ${error instanceof Error ? error.message : error}`);
      }
    });
    return queue;
  }

  async function check(index) {
    if (await siteAnswers(instances[index].url)) {
      failures[index] = 0;
      out[index] = false;
    } else if (++failures[index] >= failuresBeforeDown) {
      out[index] = true;
    }
  }

  async function loop() {
    if (stopped) return;
    await Promise.all(instances.map((_, index) => check(index)));
    await sync();
    if (!stopped) timer = setTimeout(loop, intervalMs);
  }

  return {
    start() {
      timer = setTimeout(loop, intervalMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue;
    },
    /** Takes an instance out at once (its process ended or is being stopped). */
    markDown(index) {
      out[index] = true;
      failures[index] = failuresBeforeDown;
      return sync();
    },
    /** Puts an instance back at once (it was just seen answering). */
    markUp(index) {
      out[index] = false;
      failures[index] = 0;
      onPurpose[index] = false;
      restarts[index] = 0;
      return sync();
    },
    /** The next end of this instance's process is wanted: do not restart it. */
    expectExit(index) {
      onPurpose[index] = true;
    },
    /** Called when an instance's process ended. */
    async exited(index, how) {
      await this.markDown(index);
      if (stopped || onPurpose[index]) return;
      log(`[supervisor] instance ${index} ended (${how}); starting it again`);
      await delay(Math.min(500 * 2 ** restarts[index]++, 30_000));
      if (!stopped && !onPurpose[index]) await restart(index);
    },
    isIn(index) {
      return !out[index];
    },
  };
}
