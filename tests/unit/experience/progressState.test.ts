import { describe, expect, it } from 'vitest';
import { nextProgressState, type ProgressEvent } from '@/lib/experience/progressState';

const run = (...events: ProgressEvent[]) => events.reduce(nextProgressState, 'idle' as const);

describe('nextProgressState', () => {
  it('never shows the bar for a navigation faster than the throttle', () => {
    expect(run('start')).toBe('pending');
    expect(run('start', 'finish')).toBe('idle');
    expect(run('start', 'finish', 'reveal')).toBe('idle');
  });

  it('shows, completes and hides the bar for a slow navigation', () => {
    expect(run('start', 'reveal')).toBe('loading');
    expect(run('start', 'reveal', 'finish')).toBe('done');
    expect(run('start', 'reveal', 'finish', 'settle')).toBe('idle');
  });

  it('turns red on failure and stays red when the error page arrives', () => {
    expect(run('start', 'reveal', 'fail')).toBe('failed');
    expect(run('start', 'fail')).toBe('failed');
    expect(run('start', 'reveal', 'fail', 'finish')).toBe('failed');
    expect(run('start', 'reveal', 'fail', 'settle')).toBe('idle');
  });

  it('restarts when another navigation starts', () => {
    expect(run('start', 'reveal', 'fail', 'start')).toBe('pending');
    expect(run('start', 'reveal', 'start')).toBe('pending');
  });

  it('ignores a URL change nobody announced', () => {
    expect(run('finish')).toBe('idle');
    expect(run('settle')).toBe('idle');
  });
});
