'use client';

import { SmartLink as Link } from '@/components/experience/SmartLink';
import { useParams, usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { LOCALE_SWITCH_LOADING_MS } from '@/lib/constants';
import { switchLocalePath, templateOf } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';

// When a switch was clicked. The other language has its own layout, so the
// links that show the flag are replaced mid-way; the new active one reads
// this to keep the flag for what is left of the 600 ms.
let switchStartedAt = Number.NEGATIVE_INFINITY;

function switchTimeLeft(): number {
  return Math.max(0, switchStartedAt + LOCALE_SWITCH_LOADING_MS - performance.now());
}

/**
 * Puts the switch's loading flag on the language links' <nav> (the server's
 * markup, see LanguageSwitcher) for `ms`, and says it to screen readers.
 */
function flag(nav: HTMLElement | null, ms: number): () => void {
  if (!nav || ms <= 0) return () => {};
  const status = nav.querySelector<HTMLElement>('[role="status"]');
  const set = (on: boolean) => {
    nav.dataset.switching = String(on);
    nav.setAttribute('aria-busy', String(on));
    if (status) status.textContent = on ? (status.dataset.text ?? '') : '';
  };
  set(true);
  const timer = window.setTimeout(() => set(false), ms);
  return () => window.clearTimeout(timer);
}

type Props = { locale: Locale; current: Locale; label: string };

/** One language's link to the same page in that language. */
export function LanguageLink({ locale, current, label }: Props) {
  // The internal pathname template (e.g. /models/[id]/[name]) and its values.
  const template = templateOf(usePathname(), current);
  const params = useParams();
  const router = useRouter();
  const self = useRef<HTMLAnchorElement>(null);
  const active = locale === current;
  const href = switchLocalePath(template, params, current, locale);

  // The new page's active link keeps a flag set before the switch.
  useEffect(() => {
    if (active) return flag(self.current?.closest('nav') ?? null, switchTimeLeft());
  }, [active]);

  return (
    <Link
      ref={self}
      href={href}
      hrefLang={locale}
      lang={locale}
      aria-current={active ? 'true' : undefined}
      aria-label={label}
      onClick={(event) => {
        if (active) return;
        switchStartedAt = performance.now();
        flag(event.currentTarget.closest('nav'), LOCALE_SWITCH_LOADING_MS);
        // Keep the query (a list's filter) without opting the page out of static rendering.
        if (window.location.search) {
          event.preventDefault();
          router.push(href + window.location.search);
        }
      }}
      className={`inline-flex h-11 min-w-9 items-center justify-center px-1 text-sm uppercase group-data-[switching=true]/languages:opacity-60 ${
        active ? 'font-bold underline underline-offset-4' : 'text-muted hover:text-ink'
      }`}
    >
      {locale}
    </Link>
  );
}
