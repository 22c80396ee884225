// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets a fresh module: the bar's state is per page load.
async function load() {
  vi.resetModules();
  return import('@/lib/browser/progress');
}

const bar = () => document.querySelector<HTMLElement>('#nprogress .bar');
// What a visitor sees: the bar, and whether the stylesheet paints it red.
const failed = () =>
  bar() !== null && document.documentElement.matches("[data-navigation='failed']");

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.navigation;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('navigation progress bar', () => {
  it('shows nothing for a navigation shorter than the 200 ms throttle', async () => {
    const { beginNavigation } = await load();
    const end = beginNavigation();
    await vi.advanceTimersByTimeAsync(150);
    end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(bar()).toBeNull();
  });

  it('shows the bar once a navigation lasts past the throttle, until the last one ends', async () => {
    const { beginNavigation } = await load();
    const first = beginNavigation();
    const second = beginNavigation();
    // The bar shows once the throttle has passed.
    await vi.waitFor(() => expect(bar()).not.toBeNull());
    first();
    await vi.advanceTimersByTimeAsync(1000);
    expect(bar()).not.toBeNull();
    second();
    await vi.advanceTimersByTimeAsync(2000);
    expect(bar()).toBeNull();
  });

  it('turns red when the navigation that just ended landed on an error view', async () => {
    const { beginNavigation, failNavigation } = await load();
    const end = beginNavigation();
    await vi.advanceTimersByTimeAsync(50);
    end();
    failNavigation();
    await vi.waitFor(() => expect(bar()).not.toBeNull());
    expect(failed()).toBe(true);
    // Red for a moment, then gone.
    await vi.advanceTimersByTimeAsync(5000);
    expect(bar()).toBeNull();
  });

  it('turns red after a bar that had already started to complete', async () => {
    const { beginNavigation, failNavigation } = await load();
    const end = beginNavigation();
    await vi.advanceTimersByTimeAsync(1000);
    end();
    // The bar has completed and is fading out when the error view reports (a busy phone).
    await vi.advanceTimersByTimeAsync(500);
    expect(bar()).not.toBeNull();
    failNavigation();
    await vi.advanceTimersByTimeAsync(1000);
    expect(failed()).toBe(true);
    // Red for a moment, at full width (nprogress draws 99.4 % as a -0.6 % offset).
    await vi.advanceTimersByTimeAsync(1500);
    expect(failed()).toBe(true);
    expect(bar()!.style.transform).toMatch(/^translate(3d)?\(-0\.60*\d*%/);
    await vi.advanceTimersByTimeAsync(3000);
    expect(bar()).toBeNull();
    expect(document.documentElement.dataset.navigation).toBeUndefined();
  });

  it('completes a navigation without red when no error view reports', async () => {
    const { beginNavigation } = await load();
    const end = beginNavigation();
    await vi.advanceTimersByTimeAsync(1000);
    end();
    await vi.advanceTimersByTimeAsync(2000);
    expect(bar()).toBeNull();
    expect(document.documentElement.dataset.navigation).toBeUndefined();
  });

  it('draws nothing for the error view of a page loaded in full (no navigation)', async () => {
    const { failNavigation } = await load();
    await vi.advanceTimersByTimeAsync(5000);
    failNavigation();
    await vi.advanceTimersByTimeAsync(100);
    expect(bar()).toBeNull();
  });
});
