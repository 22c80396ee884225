'use client';

import { LazyMotion, MotionConfig, m, type Variants } from 'framer-motion';
import { useSyncExternalStore } from 'react';

// framer-motion's DOM animations, loaded after the page (the panel is shown
// by CSS until then, and without scripts through its :target rule).
const animations = () => import('framer-motion').then((module) => module.domAnimation);

// From this width (64rem: 1024 px at the default text size) the navigation is inline.
export const INLINE_MENU = '(min-width: 64rem)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(INLINE_MENU);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the navigation is inline; null on the server and while hydrating. */
function useInline(): boolean | null {
  return useSyncExternalStore<boolean | null>(
    subscribe,
    () => window.matchMedia(INLINE_MENU).matches,
    () => null,
  );
}

const variants: Variants = {
  shown: { opacity: 1, y: 0, visibility: 'visible', transition: { duration: 0.3 } },
  hidden: {
    opacity: 0,
    y: -8,
    transition: { duration: 0.2 },
    transitionEnd: { visibility: 'hidden' },
  },
};

type Props = { open: boolean; className: string; children: React.ReactNode };

/**
 * The phone menu's panel, sliding down and fading in as it opens and out as
 * it closes (framer-motion; instant with reduced motion). Inline from 1024 px
 * it is simply shown. Until the scripts run the page's CSS alone decides.
 */
export function MenuPanel({ open, className, children }: Props) {
  const inline = useInline();
  return (
    <LazyMotion features={animations} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          id="site-menu"
          data-open={open}
          className={className}
          variants={variants}
          initial={false}
          animate={inline === null ? undefined : inline || open ? 'shown' : 'hidden'}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
