import { useLayoutEffect, useRef, type FocusEvent } from 'react';

type Place = { item: number; control: number };

const controlsOf = (item: Element | undefined) =>
  item ? [...item.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)')] : [];

// An item going away under the focus would drop it to the page's start; it is only ever put back.
export function useFocusKeeper<L extends HTMLElement, F extends HTMLElement>(items: string) {
  const list = useRef<L>(null);
  const fallback = useRef<F>(null);
  const place = useRef<Place | null>(null);

  const onFocus = (event: FocusEvent<L>) => {
    const children = [...event.currentTarget.children];
    const item = children.findIndex((child) => child.contains(event.target));
    if (item >= 0)
      place.current = { item, control: controlsOf(children[item]).indexOf(event.target) };
  };

  useLayoutEffect(() => {
    const at = place.current;
    const active = document.activeElement;
    if (!at || (active && active !== document.body)) return;
    place.current = null;
    const children = list.current ? [...list.current.children] : [];
    const controls = controlsOf(children[Math.min(at.item, children.length - 1)]);
    (controls[at.control] ?? controls[0] ?? fallback.current)?.focus();
  }, [items]);

  return { list, fallback, onFocus };
}
