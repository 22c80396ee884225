'use client';

import { AnimatePresence } from 'framer-motion';
import { usePathname } from 'next/navigation';
import { whenIdle } from '@/lib/experience/whenIdle';
import { useEffect, useState } from 'react';
import { LAYOUT_FADE_S, PAGE_FADE_S } from '@/lib/experience/transition';
import { loadFade } from './fadeTo';
import { FrozenRouter } from './FrozenRouter';
import { PageFade } from './PageFade';

// False until this tab has rendered once: the server-rendered page must be
// visible at once (an opacity 0 start would delay the largest paint). A later
// mount means the layout itself was replaced on a client navigation.
let hydrated = false;

/** Fades the page out and the next one in on client navigations. */
export function PageTransition({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const [firstMount] = useState(() => !hydrated);
  const [mountPath] = useState(pathname);
  useEffect(() => {
    hydrated = true;
    // The animation code, once the page is shown and the browser is idle.
    return whenIdle(() => void loadFade());
  }, []);
  const enterS = pathname === mountPath ? (firstMount ? null : LAYOUT_FADE_S) : PAGE_FADE_S;
  return (
    <AnimatePresence mode="wait" initial={false}>
      <PageFade key={pathname} path={pathname} enterS={enterS} exitS={PAGE_FADE_S}>
        <FrozenRouter>{children}</FrozenRouter>
      </PageFade>
    </AnimatePresence>
  );
}
