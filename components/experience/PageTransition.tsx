'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
// Internal to Next.js, but the only way to keep the leaving page on screen:
// the router swaps `children` as soon as the URL changes, so without this the
// fade-out would show the new page.
import { LayoutRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { whenIdle } from '@/lib/experience/whenIdle';
import { LAYOUT_FADE_S, PAGE_FADE_S } from '@/lib/experience/transition';
import { loadFade } from './fadeTo';
import { PageFade } from './PageFade';

// False until this tab has rendered once: the server-rendered page must be
// visible at once (an opacity 0 start would delay the largest paint). A later
// mount means the layout itself was replaced on a client navigation.
let hydrated = false;

type Shown = { path: string; tree: React.ContextType<typeof LayoutRouterContext> };

/**
 * Fades the page out and the next one in on client navigations, one after
 * the other. While the leaving page fades, the router's tree it was rendered
 * from is kept (the router has already moved on); a change that keeps the
 * page (a talent list's filters, in the query string) renders at once.
 * A few lines instead of framer-motion's AnimatePresence, whose code would be
 * in the first load of every page; the fade itself comes when idle (fadeTo).
 */
export function PageTransition({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const tree = useContext(LayoutRouterContext);
  const [firstMount] = useState(() => !hydrated);
  const [mountPath] = useState(pathname);
  const [shown, setShown] = useState<Shown>({ path: pathname, tree });
  const leaving = shown.path !== pathname;
  // Remember the tree while the page stays (adjusting state while rendering).
  if (!leaving && shown.tree !== tree) setShown({ path: pathname, tree });

  // Once the page has faded out: the newest page, even if the visitor moved on
  // meanwhile. A layout effect: it runs before PageFade's effects, which may
  // call `arrive` at once (reduced motion).
  const latest = useRef<Shown>({ path: pathname, tree });
  useLayoutEffect(() => {
    latest.current = { path: pathname, tree };
  });
  const arrive = useCallback(() => setShown(latest.current), []);

  useEffect(() => {
    hydrated = true;
    // The animation code, once the page is shown and the browser is idle.
    return whenIdle(() => void loadFade());
  }, []);

  const enterS = shown.path === mountPath ? (firstMount ? null : LAYOUT_FADE_S) : PAGE_FADE_S;
  return (
    <PageFade
      key={shown.path}
      path={shown.path}
      enterS={enterS}
      exitS={PAGE_FADE_S}
      leaving={leaving}
      onLeft={arrive}
    >
      <LayoutRouterContext.Provider value={leaving ? shown.tree : tree}>
        {children}
      </LayoutRouterContext.Provider>
    </PageFade>
  );
}
