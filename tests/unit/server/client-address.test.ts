import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAddressOf } from '@/lib/server/client-address';
import { allowRequest } from '@/lib/server/rate-limit';

describe('clientAddressOf', () => {
  const peer = '198.51.100.7';

  it('takes the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf({ peer, forwardedFor: '203.0.113.1', trustedHops: 0 })).toBe(peer);
    expect(clientAddressOf({ peer, forwardedFor: null, trustedHops: 0 })).toBe(peer);
  });

  it('takes the entry the trusted proxies wrote, counting from the right', () => {
    // The client wrote "203.0.113.1"; our one proxy appended the address it saw.
    const forwardedFor = '203.0.113.1, 192.0.2.10';
    expect(clientAddressOf({ peer, forwardedFor, trustedHops: 1 })).toBe('192.0.2.10');
    // Behind a CDN and a load balancer of ours: the second entry from the right.
    const twoHops = '203.0.113.1,192.0.2.10 , 10.0.0.5';
    expect(clientAddressOf({ peer, forwardedFor: twoHops, trustedHops: 2 })).toBe('192.0.2.10');
  });

  it('falls back to the peer when the chain is shorter than the configured hops', () => {
    expect(clientAddressOf({ peer, forwardedFor: '192.0.2.10', trustedHops: 2 })).toBe(peer);
    expect(clientAddressOf({ peer, forwardedFor: ' , ', trustedHops: 1 })).toBe(peer);
  });

  it('says unknown when nothing was recorded', () => {
    expect(clientAddressOf({ peer: null, forwardedFor: '203.0.113.1', trustedHops: 0 })).toBe(
      'unknown',
    );
  });
});

describe('allowRequest (in memory, without REDIS_URL)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses past the limit, says when to come back, and counts again after the window', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const key = `test:${Math.random()}`;
    for (let i = 0; i < 3; i += 1) {
      expect((await allowRequest(key, 3)).allowed).toBe(true);
      vi.advanceTimersByTime(1000);
    }
    vi.advanceTimersByTime(7000);
    // The window opened with the first request, 10 s ago.
    expect(await allowRequest(key, 3)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    vi.advanceTimersByTime(50_000);
    expect((await allowRequest(key, 3)).allowed).toBe(true);
  });

  it('counts each key on its own', async () => {
    const first = `test:${Math.random()}`;
    expect((await allowRequest(first, 1)).allowed).toBe(true);
    expect((await allowRequest(first, 1)).allowed).toBe(false);
    expect((await allowRequest(`test:${Math.random()}`, 1)).allowed).toBe(true);
  });
});
