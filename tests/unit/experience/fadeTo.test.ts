// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const mini = vi.hoisted(() => ({ fail: true, loads: 0 }));
vi.mock('framer-motion/dom/mini', () => {
  mini.loads += 1;
  if (mini.fail) throw new Error('Failed to fetch dynamically imported module');
  return { animate: () => Promise.resolve() };
});

beforeEach(() => {
  vi.resetModules();
  mini.loads = 0;
});

describe('fadeTo', () => {
  it('sets the final opacity even when the animation code cannot be loaded', async () => {
    mini.fail = true;
    const { fadeTo } = await import('@/components/experience/fadeTo');
    const page = document.createElement('div');
    page.style.opacity = '0';
    await expect(fadeTo(page, 1, 0.5)).rejects.toThrow();
    expect(page.style.opacity).toBe('1');
  });

  it('asks for the animation code again after a failed download', async () => {
    mini.fail = true;
    const { fadeTo } = await import('@/components/experience/fadeTo');
    const page = document.createElement('div');
    await fadeTo(page, 0, 0.5).catch(() => {});
    mini.fail = false;
    await fadeTo(page, 1, 0.5);
    expect(page.style.opacity).toBe('1');
    expect(mini.loads).toBe(2);
  });
});
