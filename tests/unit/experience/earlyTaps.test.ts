// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  earlyTapsScript,
  holdEarlyTaps,
  PENDING_ATTRIBUTE,
  releaseEarlyTaps,
} from '@/lib/experience/earlyTaps';

type TapWindow = Window & { __earlyTaps?: EventTarget[] };

// A part still hydrating (its code on the way) and one button outside it.
function page() {
  document.body.innerHTML = `
    <div id="part" ${PENDING_ATTRIBUTE}=""><button id="inside">cm</button><a id="link" href="#x">x</a></div>
    <button id="outside">other</button>`;
  const byId = (id: string) => document.getElementById(id)!;
  return {
    part: byId('part'),
    inside: byId('inside'),
    link: byId('link'),
    outside: byId('outside'),
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('early taps', () => {
  // One listener for the whole file: the inline script runs once per page.
  const win = window as TapWindow;
  holdEarlyTaps(win, PENDING_ATTRIBUTE);
  const reactLike = vi.fn();
  document.addEventListener('click', (event) => reactLike((event.target as Element).id), true);

  it('holds a tap on a part still hydrating, and gives it to the part once hydrated', () => {
    reactLike.mockClear();
    const { part, inside } = page();
    inside.click();
    expect(reactLike).not.toHaveBeenCalled();
    expect(win.__earlyTaps).toContain(inside);

    releaseEarlyTaps(win, part);
    expect(part.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    expect(reactLike).toHaveBeenCalledWith('inside');
    expect(win.__earlyTaps).not.toContain(inside);
  });

  it('keeps a link from navigating until then', () => {
    const { link } = page();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets a tap elsewhere through at once', () => {
    reactLike.mockClear();
    const { outside } = page();
    outside.click();
    expect(reactLike).toHaveBeenCalledWith('outside');
  });

  it('runs from its inline script alone', () => {
    const listeners: string[] = [];
    const fake = {
      document: { addEventListener: (type: string) => listeners.push(type) },
    } as unknown as Window;
    new Function('window', earlyTapsScript())(fake);
    expect(listeners).toEqual(['click']);
    expect((fake as TapWindow).__earlyTaps).toEqual([]);
  });
});
