'use client';

import { Link } from '@/components/navigation/Link';
import type { SiteHref } from '@/lib/i18n/paths';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { navText } from './navText';

type Item = { key: string; href: SiteHref; label: string };
type Props = { label: string; items: Item[] };

export function CastingDropdown({ label, items }: Props) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [lastPath, setLastPath] = useState(pathname);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => !root.current?.contains(event.target as Node);
    // In the phone's panel, closing on the press would move the links below up under the finger:
    // a pointer closes it on its click, once the link under it has taken that click.
    let pressing = false;
    const onPress = () => {
      pressing = true;
    };
    const onClick = (event: Event) => {
      pressing = false;
      if (outside(event)) setOpen(false);
    };
    const onFocus = (event: Event) => {
      if (!pressing && outside(event)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      pressing = false;
      if (event.key !== 'Escape') return;
      // Handled: the mobile menu around this one stays open.
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener('pointerdown', onPress, { signal });
    document.addEventListener('click', onClick, { signal });
    document.addEventListener('keydown', onKey, { signal });
    document.addEventListener('focusin', onFocus, { signal });
    return () => listening.abort();
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="casting-menu"
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex items-center gap-1 py-2 ${navText}`}
      >
        {label}
        <span
          aria-hidden="true"
          className={`transition-transform duration-300 ${open ? 'rotate-180' : ''}`}
        >
          ▾
        </span>
      </button>
      <ul
        id="casting-menu"
        // A class, not the hidden attribute: without JavaScript a style shows it (globals.css).
        className={`${open ? '' : 'hidden '}pl-4 lg:absolute lg:top-full lg:left-0 lg:z-30 lg:min-w-44 lg:border lg:border-ink/10 lg:bg-paper lg:p-2 lg:shadow-lg`}
      >
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              className="block px-2 py-2 tracking-widest uppercase hover:text-accent"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
