// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants';
import { CHUNK_RELOAD_KEY, installChunkReloadGuard } from '@/lib/browser/chunkReload';

/** Until the guard's check of an address has had its answer. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What the server answers to the guard's check of a chunk's address: a status, or no answer. */
type Answer = number | 'network error';

// The guard on a window of its own: real events and storage, a reload that is counted, and a
// server whose answer to a chunk's address the test chooses.
function guardedWindow(storage: Storage = window.sessionStorage, answer: Answer = 404) {
  const target = new EventTarget();
  const reload = vi.fn();
  const fetch = vi.fn<typeof window.fetch>(async () => {
    if (answer === 'network error') throw new TypeError('NetworkError when attempting to fetch');
    return new Response(null, { status: answer });
  });
  const win = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage: storage,
    location: { reload } as unknown as Location,
    fetch,
  } as unknown as Pick<Window, 'addEventListener' | 'sessionStorage' | 'location' | 'fetch'>;
  installChunkReloadGuard(win);
  const reject = (reason: unknown) =>
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
  const scriptError = (src: string) => {
    const script = document.createElement('script');
    script.src = src;
    // A script's load error reaches the window in the capture phase, targeted at the script.
    const event = new Event('error');
    Object.defineProperty(event, 'target', { value: script });
    target.dispatchEvent(event);
  };
  const scriptFails = async (src: string) => {
    scriptError(src);
    await answered();
  };
  const leave = (how: 'beforeunload' | 'pagehide') => target.dispatchEvent(new Event(how));
  const comeBack = () => target.dispatchEvent(new Event('pageshow'));
  return { reload, reject, scriptError, scriptFails, fetch, leave, comeBack };
}

const CHUNK = 'https://site.test/_next/static/chunks/app/page-1a2b.js';

const NOW = 1_700_000_000_000;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chunk reload guard', () => {
  it("reloads once when one of Next's chunks fails and the server says it is gone, and stores when", async () => {
    const { reload, scriptFails, fetch } = guardedWindow();
    await scriptFails(CHUNK);
    expect(fetch).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(NOW));
  });

  it('reloads once when several chunks fail together', async () => {
    const { reload, scriptFails } = guardedWindow();
    await Promise.all([scriptFails(CHUNK), scriptFails(CHUNK.replace('page', 'layout'))]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it.each([200, 410, 500, 'network error'] as const)(
    'reloads only if the chunk is gone: answered %s',
    async (answer) => {
      const { reload, scriptFails } = guardedWindow(sessionStorage, answer);
      await scriptFails(CHUNK);
      expect(reload).toHaveBeenCalledTimes(answer === 410 ? 1 : 0);
    },
  );

  it('never reloads, however often, while the check gets no answer (offline)', async () => {
    const { reload, scriptFails, fetch } = guardedWindow(sessionStorage, 'network error');
    for (let i = 0; i < 5; i += 1) await scriptFails(`${CHUNK}?${i}`);
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it.each(['beforeunload', 'pagehide'] as const)(
    'leaves the loads the browser cancels alone once the visitor is leaving (%s)',
    async (how) => {
      const { reload, scriptError, reject, leave, fetch } = guardedWindow();
      leave(how);
      // As Firefox and WebKit do: the scripts still downloading fail, whatever their server says.
      scriptError(CHUNK);
      reject(new Error('Loading chunk 7 failed.'));
      await answered();
      expect(fetch).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
      expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    },
  );

  it('does not reload a page left while its check was on its way', async () => {
    const { reload, scriptFails, fetch, leave } = guardedWindow();
    fetch.mockImplementationOnce(async () => {
      leave('beforeunload');
      return new Response(null, { status: 404 });
    });
    await scriptFails(CHUNK);
    expect(reload).not.toHaveBeenCalled();
  });

  it('acts again once a left page is shown again, or the leaving did not happen', async () => {
    const back = guardedWindow();
    back.leave('pagehide');
    back.comeBack();
    await back.scriptFails(CHUNK);
    expect(back.reload).toHaveBeenCalledTimes(1);

    sessionStorage.clear();
    // A link that turned out a download: the page stays, and 10 s on a chunk gone counts again.
    const stayed = guardedWindow();
    stayed.leave('beforeunload');
    vi.setSystemTime(NOW + 10_000);
    await stayed.scriptFails(CHUNK);
    expect(stayed.reload).toHaveBeenCalledTimes(1);
  });

  it('checks the address a rejection names', async () => {
    const { reload, reject, fetch } = guardedWindow(sessionStorage, 200);
    reject(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`));
    await answered();
    expect(fetch).toHaveBeenCalledWith(CHUNK, expect.anything());
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves a third-party script that fails alone', () => {
    const { reload, fetch, scriptError } = guardedWindow();
    scriptError('https://maps.googleapis.com/maps/api/js');
    expect(fetch).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    { name: 'ChunkLoadError', message: '' },
    new Error('Loading chunk app/page failed'),
    new Error('Loading CSS chunk 7 failed'),
    new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'),
    new TypeError('Importing a module script failed.'),
    'ChunkLoadError: Loading chunk 3 failed',
  ])('reloads for a rejection with %s', async (reason) => {
    const { reload, reject } = guardedWindow();
    reject(reason);
    await answered();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([new Error('Network request failed'), new TypeError('x is undefined'), null, 42, {}])(
    'ignores a rejection with %s',
    (reason) => {
      const { reload, reject } = guardedWindow();
      reject(reason);
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it('does not reload again within the guard period, and says why', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    for (const ago of [0, 1_000, CHUNK_RELOAD_GUARD_MS - 1]) {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(NOW - ago));
      const { reload, reject } = guardedWindow();
      reject(new Error('Loading chunk 1 failed'));
      expect(reload).not.toHaveBeenCalled();
    }
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/not reloading/));
  });

  it('reloads again once the guard period is over, or when the stamp is unreadable or ahead', () => {
    for (const stamp of [NOW - CHUNK_RELOAD_GUARD_MS, NOW - 3_600_000, NOW + 3_600_000, 'soon']) {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(stamp));
      const { reload, reject } = guardedWindow();
      reject(new Error('Loading chunk 1 failed'));
      expect(reload).toHaveBeenCalledTimes(1);
    }
  });

  it('never reloads without storage, rather than risk a loop', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const { reload, reject } = guardedWindow(broken);
    reject(new Error('Loading chunk 1 failed'));
    expect(reload).not.toHaveBeenCalled();
  });
});
