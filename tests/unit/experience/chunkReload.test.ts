import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants';
import {
  isChunkLoadError,
  isChunkScriptUrl,
  parseReloadStamp,
  shouldReloadAfterChunkError,
} from '@/lib/experience/chunkReload';

describe('shouldReloadAfterChunkError', () => {
  const now = 1_700_000_000_000;

  it('reloads when the page never reloaded for a chunk', () => {
    expect(shouldReloadAfterChunkError(null, now)).toBe(true);
  });

  it('does not reload again within the guard period', () => {
    expect(shouldReloadAfterChunkError(now, now)).toBe(false);
    expect(shouldReloadAfterChunkError(now - 1_000, now)).toBe(false);
    expect(shouldReloadAfterChunkError(now - CHUNK_RELOAD_GUARD_MS + 1, now)).toBe(false);
  });

  it('reloads again once the guard period is over', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(shouldReloadAfterChunkError(now - CHUNK_RELOAD_GUARD_MS, now)).toBe(true);
    expect(shouldReloadAfterChunkError(now - 3_600_000, now)).toBe(true);
  });

  it('is not blocked forever by a stamp from a clock that was set back', () => {
    expect(shouldReloadAfterChunkError(now + 3_600_000, now)).toBe(true);
  });
});

describe('parseReloadStamp', () => {
  it('reads a stored time and ignores anything else', () => {
    expect(parseReloadStamp('1700000000000')).toBe(1_700_000_000_000);
    expect(parseReloadStamp(null)).toBeNull();
    expect(parseReloadStamp('soon')).toBeNull();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    { name: 'ChunkLoadError', message: '' },
    new Error('Loading chunk app/page failed'),
    new Error('Loading CSS chunk 7 failed'),
    new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'),
    new TypeError('Importing a module script failed.'),
    'ChunkLoadError: Loading chunk 3 failed',
  ])('recognises %s', (reason) => {
    expect(isChunkLoadError(reason)).toBe(true);
  });

  it.each([new Error('Network request failed'), new TypeError('x is undefined'), null, 42, {}])(
    'ignores %s',
    (reason) => {
      expect(isChunkLoadError(reason)).toBe(false);
    },
  );
});

describe('isChunkScriptUrl', () => {
  it("tells Next's chunks from other scripts", () => {
    expect(isChunkScriptUrl('https://site.test/_next/static/chunks/app/page-1a2b.js')).toBe(true);
    expect(isChunkScriptUrl('https://maps.googleapis.com/maps/api/js')).toBe(false);
  });
});
