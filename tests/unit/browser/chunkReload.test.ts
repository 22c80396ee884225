// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants';
import { CHUNK_RELOAD_KEY, installChunkReloadGuard } from '@/lib/browser/chunkReload';

// The guard on a window of its own: real events and storage, a reload that is counted.
function guardedWindow(storage: Storage = window.sessionStorage) {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage: storage,
    location: { reload } as unknown as Location,
  } as Pick<Window, 'addEventListener' | 'sessionStorage' | 'location'>;
  installChunkReloadGuard(win);
  const reject = (reason: unknown) =>
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
  const scriptFails = (src: string) => {
    const script = document.createElement('script');
    script.src = src;
    // A script's load error reaches the window in the capture phase, targeted at the script.
    const event = new Event('error');
    Object.defineProperty(event, 'target', { value: script });
    target.dispatchEvent(event);
  };
  return { reload, reject, scriptFails };
}

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
  it("reloads once when one of Next's chunks fails, and stores when", () => {
    const { reload, scriptFails } = guardedWindow();
    scriptFails('https://site.test/_next/static/chunks/app/page-1a2b.js');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(NOW));
  });

  it('leaves a third-party script that fails alone', () => {
    const { reload, scriptFails } = guardedWindow();
    scriptFails('https://maps.googleapis.com/maps/api/js');
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
  ])('reloads for a rejection with %s', (reason) => {
    const { reload, reject } = guardedWindow();
    reject(reason);
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
