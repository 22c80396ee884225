'use client';

import { usePathname } from 'next/navigation';
import { useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { FOCUSABLE, trappedFocusIndex } from '@/lib/browser/focusTrap';
import { INLINE_MENU_QUERY as INLINE_MENU } from '@/lib/constants';

type Props = {
  children: React.ReactNode;
  icon: React.ReactNode;
  openLabel: string;
  closeLabel: string;
};

type Slide = { stop: () => void; then: (done: () => void) => unknown };

// Loaded on the first opening: in every page's start, framer-motion tripled the bench's TBT.
async function slidePanel(panel: HTMLElement, entering: boolean): Promise<Slide | null> {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    // What an earlier slide left (the preference can change while the page is open).
    panel.style.removeProperty('opacity');
    panel.style.removeProperty('transform');
    return null;
  }
  // Unseen until the slide starts, so a first opening does not flash the whole panel.
  if (entering) panel.style.opacity = '0';
  try {
    const { animate } = await import('framer-motion/dom');
    return entering
      ? animate(panel, { opacity: [0, 1], y: [-8, 0] }, { duration: 0.3, ease: 'easeOut' })
      : animate(panel, { opacity: [1, 0], y: [0, -8] }, { duration: 0.2, ease: 'easeIn' });
  } catch {
    panel.style.removeProperty('opacity');
    return null;
  }
}

export function MobileMenu({ children, icon, openLabel, closeLabel }: Props) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  // Closed by the visitor, the panel stays on screen, inert, while it slides away.
  const [leaving, setLeaving] = useState(false);
  const sliding = useRef<Slide | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [lastPath, setLastPath] = useState(pathname);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  const slide = (entering: boolean) => {
    sliding.current?.stop();
    setOpen(entering);
    setLeaving(!entering);
    if (!panel.current) return;
    const element = panel.current;
    void slidePanel(element, entering).then((started) => {
      sliding.current = started;
      if (entering) return;
      const settle = () => sliding.current === started && setLeaving(false);
      if (started) void started.then(settle);
      else settle();
    });
  };
  const close = useEffectEvent(() => slide(false));

  // A layout effect: the trap is in place in the same commit that opens the
  // panel, so a Tab pressed right after opening cannot slip past it.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // An inner control (the Casting list) handled this Escape already.
      if (event.key === 'Escape' && !event.defaultPrevented) {
        close();
        toggle.current?.focus();
      } else if (event.key === 'Tab' && root.current) {
        const focusable = [...root.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (element) => element.getClientRects().length > 0,
        );
        const index = focusable.indexOf(document.activeElement as HTMLElement);
        const next = trappedFocusIndex(focusable.length, index, event.shiftKey);
        if (next === null) return;
        event.preventDefault();
        focusable[next]?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    // Widening the window to the inline menu leaves nothing to close.
    const inline = window.matchMedia(INLINE_MENU);
    const onWiden = () => inline.matches && setOpen(false);
    const listening = new AbortController();
    const { signal } = listening;
    window.addEventListener('keydown', onKey, { signal });
    document.addEventListener('pointerdown', onPointer, { signal });
    inline.addEventListener('change', onWiden, { signal });
    return () => listening.abort();
  }, [open]);

  return (
    <div ref={root} className="contents">
      <button
        ref={toggle}
        type="button"
        className="group relative z-20 inline-flex h-11 w-11 items-center justify-center lg:hidden"
        aria-expanded={open}
        aria-controls="site-menu"
        aria-label={open ? closeLabel : openLabel}
        onClick={() => slide(!open)}
      >
        {icon}
      </button>
      {/* Closed, the panel is not displayed at all: its links are not in view, so
          the router does not prefetch the pages of a menu nobody opened. From lg it is the
          inline menu, where nothing a slide left in its style may show. */}
      <div
        ref={panel}
        id="site-menu"
        data-open={open || leaving}
        inert={leaving}
        className="absolute inset-x-0 top-full hidden max-h-[calc(100dvh-4rem)] origin-top overflow-y-auto overscroll-contain border-b border-ink/10 bg-paper px-4 pb-6 shadow-lg data-[open=true]:block lg:static lg:flex lg:transform-none! lg:opacity-100! lg:max-h-none lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
      >
        {children}
      </div>
    </div>
  );
}
