'use client';

import { useEffect, useRef, useTransition, type ComponentProps } from 'react';
import { Link } from '@/components/navigation/Link';
import { secondaryButton } from '@/components/ui/buttonStyles';
import { INFINITE_SCROLL_MARGIN_PX, INFINITE_SCROLL_THRESHOLD } from '@/lib/constants';
import { useRouter } from '@/lib/i18n/navigation';

type Href = ComponentProps<typeof Link>['href'];

type Props = {
  /** The list one portion longer, with the first new item's id as its fragment; null at the end. */
  href: Href | null;
  /** The id of the item that will be the first new one (the href's fragment). */
  firstNewId: string | null;
  label: string;
  loadingLabel: string;
  /** The blog grows by itself as its end comes into view (SPEC.md's infinite scroll). */
  auto?: boolean;
};

// A pressed "show more" hands the keyboard's focus to the first new item once it is drawn, since the
// link itself moves to the new end. Kept outside React: the list re-renders between the two.
let focusAfterGrowth: string | null = null;

// An item of a list (`#talent-31`, `#post-13`): the only fragments a list's address carries.
const LIST_ITEM = 'li[id]';

// Back to a list: the browser restores the visitor's place as soon as the address changes, against
// the page still shown; when the list is slower to show than that (a slow phone), the place is cut
// to the shorter page's end. So each list address keeps where the visitor was, and a list shown
// by a Back to its own address goes there. Kept outside React: the list is gone in between.
const places = new Map<string, number>();
let traversedTo: string | null = null;
const here = () => `${window.location.pathname}${window.location.search}`;
if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => (traversedTo = here()));

/**
 * "Show more" is a link to the longer list's address, so Back, reload, a shared link and a visitor
 * without scripts all see the same list; without scripts its fragment scrolls to the first new item.
 */
export function ShowMore({ href, firstNewId, label, loadingLabel, auto = false }: Props) {
  const router = useRouter();
  const [growing, startGrowing] = useTransition();
  const sentinel = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const address = here();
    const place = places.get(address);
    if (traversedTo === address && place !== undefined && Math.abs(window.scrollY - place) > 1)
      window.scrollTo(0, place);
    traversedTo = null;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Only while this list is the page shown (not the next page taking its address).
        if (status.current?.isConnected) places.set(here(), window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useEffect(() => {
    if (focusAfterGrowth === null) return;
    const item = document.getElementById(focusAfterGrowth);
    if (!item) return;
    focusAfterGrowth = null;
    item.querySelector<HTMLElement>('a[href]')?.focus();
  }, [firstNewId]);

  // The fragment (the first new item, where a browser without scripts scrolls) has done its work
  // once the list shows, and is dropped from the address: on Back to this list the App Router
  // scrolls to an address's fragment, over the place the browser restores.
  useEffect(() => {
    const { hash, pathname, search } = window.location;
    const named = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (named?.matches(LIST_ITEM)) window.history.replaceState(null, '', `${pathname}${search}`);
  }, [firstNewId]);

  useEffect(() => {
    const node = sentinel.current;
    if (!auto || !node || href === null) return;
    const margin = `${INFINITE_SCROLL_MARGIN_PX}px`;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        // A visitor moving by keyboard grows the list with the link: Tab through the last items
        // scrolls the sentinel into view, and the list grew by itself before the link was
        // reached, then once more as it was pressed (two steps for one Back).
        if (document.activeElement?.matches(':focus-visible')) return;
        observer.disconnect();
        // Replaced, not pushed: scrolling is not a step Back should undo, the address still says it all.
        // Without the fragment: a reload should not jump to where the scroll once grew the list.
        const grown = typeof href === 'object' ? { ...href, hash: undefined } : href;
        startGrowing(() =>
          router.replace(grown as Parameters<typeof router.replace>[0], { scroll: false }),
        );
      },
      { threshold: INFINITE_SCROLL_THRESHOLD, rootMargin: `${margin} 0px ${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, href, router]);

  return (
    <>
      {auto && href !== null ? (
        <div ref={sentinel} className="h-px" aria-hidden="true" data-testid="list-sentinel" />
      ) : null}
      <p ref={status} role="status" className="min-h-6 text-sm text-muted">
        {growing ? loadingLabel : ''}
      </p>
      {href !== null ? (
        <Link
          href={href}
          scroll={false}
          prefetch={false}
          onClick={() => {
            focusAfterGrowth = firstNewId;
          }}
          className={secondaryButton}
        >
          {label}
        </Link>
      ) : null}
    </>
  );
}
