import { describe, expect, it } from 'vitest';
import { isFailedRscStatus, isNavigationRscRequest } from '@/lib/experience/rscRequest';

describe('isNavigationRscRequest', () => {
  it("recognises the router's request for the next page", () => {
    expect(isNavigationRscRequest({ headers: { rsc: '1', 'next-router-state-tree': 'x' } })).toBe(
      true,
    );
    expect(isNavigationRscRequest({ headers: new Headers({ RSC: '1' }) })).toBe(true);
  });

  it('leaves out prefetches and ordinary requests', () => {
    expect(isNavigationRscRequest({ headers: { rsc: '1', 'next-router-prefetch': '1' } })).toBe(
      false,
    );
    expect(isNavigationRscRequest({ headers: { accept: 'application/json' } })).toBe(false);
    expect(isNavigationRscRequest()).toBe(false);
  });
});

describe('isFailedRscStatus', () => {
  it('fails on server errors only', () => {
    expect(isFailedRscStatus(200)).toBe(false);
    expect(isFailedRscStatus(404)).toBe(false);
    expect(isFailedRscStatus(500)).toBe(true);
    expect(isFailedRscStatus(503)).toBe(true);
  });
});
