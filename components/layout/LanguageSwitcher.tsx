'use client';

import { SmartLink as Link } from '@/components/experience/SmartLink';
import { useParams, usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { LOCALE_SWITCH_LOADING_MS } from '@/lib/constants';
import { switchLocalePath, templateOf } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';

// When a switch was clicked. The other language has its own layout, so the
// switcher that shows the flag is replaced mid-way; the new one reads this to
// keep the flag for what is left of the 600 ms.
let switchStartedAt = Number.NEGATIVE_INFINITY;

function switchTimeLeft(): number {
  return Math.max(0, switchStartedAt + LOCALE_SWITCH_LOADING_MS - performance.now());
}

type Props = {
  current: Locale;
  /** LanguageSwitcher texts, translated on the server: label, switching and each language's name. */
  labels: { label: string; switching: string } & Record<Locale, string>;
};

/** en / es / pt links to the same page in the other language. */
export function LanguageSwitcher({ current, labels }: Props) {
  // The internal pathname template (e.g. /models/[id]/[name]) and its values.
  const template = templateOf(usePathname(), current);
  const params = useParams();
  const router = useRouter();
  // Never on the server, nor on a page's first load (no switch clicked yet).
  const [switching, setSwitching] = useState(
    () => typeof window !== 'undefined' && switchTimeLeft() > 0,
  );

  // The switch's loading flag stays on for a fixed 600 ms, whatever the network does.
  useEffect(() => {
    if (!switching) return;
    const timer = window.setTimeout(() => setSwitching(false), switchTimeLeft());
    return () => window.clearTimeout(timer);
  }, [switching]);

  const ordered = ['en', 'es', 'pt'] as const satisfies readonly Locale[];
  return (
    <nav aria-label={labels.label} aria-busy={switching} data-switching={switching}>
      <ul className="flex items-center gap-1">
        {ordered.map((locale) => {
          const href = switchLocalePath(template, params, current, locale);
          const active = locale === current;
          return (
            <li key={locale}>
              <Link
                href={href}
                hrefLang={locale}
                lang={locale}
                aria-current={active ? 'true' : undefined}
                aria-label={labels[locale]}
                onClick={(event) => {
                  if (active) return;
                  switchStartedAt = performance.now();
                  setSwitching(true);
                  // Keep the query (a list's filter) without opting the page out of static rendering.
                  if (window.location.search) {
                    event.preventDefault();
                    router.push(href + window.location.search);
                  }
                }}
                className={`inline-flex h-11 min-w-9 items-center justify-center px-1 text-sm uppercase ${
                  active ? 'font-bold underline underline-offset-4' : 'text-muted hover:text-ink'
                } ${switching ? 'opacity-60' : ''}`}
              >
                {locale}
              </Link>
            </li>
          );
        })}
      </ul>
      {switching ? (
        <span role="status" className="sr-only">
          {labels.switching}
        </span>
      ) : null}
    </nav>
  );
}
