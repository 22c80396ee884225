/**
 * Taps on parts of a page whose code is still on its way
 * (components/experience/lazyHydrated.tsx): they are held, not lost, and
 * given to the part once it has hydrated.
 *
 * `holdEarlyTaps` is self-contained: the page runs its source as an inline
 * script at the top of <body>, before React listens, so it sees a tap first.
 */
export const PENDING_ATTRIBUTE = 'data-hydrating';

type TapWindow = Pick<Window, 'document'> & { __earlyTaps?: EventTarget[] };

export function holdEarlyTaps(win: TapWindow, attribute: string): void {
  const held: EventTarget[] = (win.__earlyTaps = []);
  win.document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (!target || typeof target.closest !== 'function') return;
      if (!target.closest(`[${attribute}]`)) return;
      // Neither the browser (a link) nor React (not listening here yet) acts on it now.
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(target);
    },
    true,
  );
}

/** The inline script that holds early taps. */
export function earlyTapsScript(): string {
  return `(${holdEarlyTaps.toString()})(window,${JSON.stringify(PENDING_ATTRIBUTE)});`;
}

/** Marks `part` hydrated and taps again what was tapped in it meanwhile. */
export function releaseEarlyTaps(win: TapWindow, part: Element): void {
  part.removeAttribute(PENDING_ATTRIBUTE);
  const held = win.__earlyTaps;
  if (!held) return;
  const mine = held.filter((target) => target instanceof Node && part.contains(target));
  win.__earlyTaps = held.filter((target) => !mine.includes(target));
  for (const target of mine) (target as HTMLElement).click();
}
