'use client';

import { createContext, useContext, useRef, useState } from 'react';
import { useReducedMotion } from '@/components/experience/useReducedMotion';
import { LineIcon } from '@/components/ui/LineIcon';
import { useHydrated } from '@/lib/browser/hydrated';

const Playing = createContext(false);

export const useSlidesPlaying = () => useContext(Playing);

type Props = { pauseLabel: string; playLabel: string; children: React.ReactNode };

// As the ARIA carousel pattern has it: no change while the pointer is over it or focus inside it.
export function SlideshowPlayback({ pauseLabel, playLabel, children }: Props) {
  const reduced = useReducedMotion();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const toggle = useRef<HTMLButtonElement>(null);
  // The button is offered once it works: before hydration a tap does nothing, and the server's
  // guess (reduced motion) would show "play" over slides that are about to move.
  const hydrated = useHydrated();
  const wanted = chosen ?? !reduced;
  const playing = wanted && !held.hover && !held.focus;
  return (
    <div
      className="absolute inset-0"
      onPointerEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      // Focus on anything but the button itself holds the slides.
      onFocus={(event) =>
        setHeld((h) => ({ ...h, focus: (event.target as Element) !== toggle.current }))
      }
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      {hydrated ? (
        <button
          ref={toggle}
          type="button"
          onClick={() => setChosen(!wanted)}
          aria-label={wanted ? pauseLabel : playLabel}
          data-testid="slideshow-toggle"
          className="absolute bottom-4 left-4 z-10 inline-flex h-11 w-11 items-center justify-center rounded-full border border-paper/70 bg-ink/60 text-paper hover:bg-ink"
        >
          <LineIcon size={20} strokeWidth={2}>
            {wanted ? <path d="M9 6v12M15 6v12" /> : <path d="M8 5.5v13l10.5-6.5z" />}
          </LineIcon>
        </button>
      ) : null}
      <Playing value={playing}>{children}</Playing>
    </div>
  );
}
