import { describe, expect, it } from 'vitest';
import { nextProgressState, trickleRate, type ProgressEvent } from '@/lib/experience/progressState';

const run = (...events: ProgressEvent[]) => events.reduce(nextProgressState, 'idle' as const);

describe('nextProgressState', () => {
  it('never shows the bar for a navigation faster than the throttle', () => {
    expect(run('start')).toBe('pending');
    expect(run('start', 'finish')).toBe('idle');
    expect(run('start', 'finish', 'reveal')).toBe('idle');
  });

  it('shows the bar for a slow navigation until the URL changes', () => {
    expect(run('start', 'reveal')).toBe('loading');
    expect(run('start', 'reveal', 'finish')).toBe('idle');
  });

  it('turns red on failure and stays red when the error page arrives', () => {
    expect(run('start', 'reveal', 'fail')).toBe('failed');
    expect(run('start', 'fail')).toBe('failed');
    expect(run('start', 'reveal', 'fail', 'finish')).toBe('failed');
    expect(run('start', 'reveal', 'fail', 'settle')).toBe('idle');
  });

  it('keeps a bar on screen going when another navigation starts', () => {
    expect(run('start', 'reveal', 'start')).toBe('loading');
    expect(run('start', 'reveal', 'start', 'finish')).toBe('idle');
  });

  it('starts over after a failure', () => {
    expect(run('start', 'reveal', 'fail', 'start')).toBe('pending');
  });

  it('ignores a URL change nobody announced', () => {
    expect(run('finish')).toBe('idle');
    expect(run('settle')).toBe('idle');
    expect(run('reveal')).toBe('idle');
  });
});

describe('trickleRate', () => {
  it('brings the bar from 8% to 90% of the width in the duration, on average', () => {
    const rate = trickleRate(5000, 200);
    const steps = 5000 / 200;
    expect(0.08 + (steps * rate) / 2).toBeCloseTo(0.9, 10);
  });

  it('is slower for a longer duration', () => {
    expect(trickleRate(10_000, 200)).toBeLessThan(trickleRate(5000, 200));
  });
});
