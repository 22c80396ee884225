import { useLayoutEffect, useRef, type FocusEvent } from 'react';

type Place = { item: number; control: number };

const controlsOf = (item: Element | undefined) =>
  item ? [...item.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)')] : [];

/**
 * Keeps keyboard focus in a list whose items go away under it (a favorite
 * removed, a talent marked out of the filtered view): the browser would drop
 * it to the page's start. Focus goes to the same control of the item that
 * took the place (or the last one), or to `fallback` once the list is empty.
 * `items` names what the list shows (its ids); focus is only ever put back,
 * never taken from where the visitor has it.
 */
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
