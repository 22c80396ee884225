'use client';

import { useLocale, useTranslations } from 'next-intl';
import NextLink from 'next/link';
import { useParams } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { useNavigationPending } from '@/components/experience/useNavigationPending';
import { LOCALE_SWITCH_LOADING_MS } from '@/lib/constants';
import { isPlainClick } from '@/lib/browser/plainClick';
import { getPathname, usePathname, useRouter } from '@/lib/i18n/navigation';
import type { Versions } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { switchLocaleHref, withSearch } from '@/lib/i18n/switch-locale';

// The other language has its own layout, so the switcher showing the flag is replaced mid-way;
// the new one reads this to keep the flag for what is left of the 600 ms.
let switchStartedAt = Number.NEGATIVE_INFINITY;

let focusAfterSwitch = false;

const switchTimeLeft = () =>
  Math.max(0, switchStartedAt + LOCALE_SWITCH_LOADING_MS - performance.now());

const ORDER = ['en', 'es', 'pt'] as const satisfies readonly Locale[];

type Props = {
  /**
   * On a post: its id and its translations. Kept while the slot is not rendered again (a client
   * navigation to another page keeps it), so it applies only while that post is shown.
   */
  post?: { id: string; translations: Versions };
};

export function LanguageSwitcher({ post }: Props) {
  const t = useTranslations('LanguageSwitcher');
  const current = useLocale();
  const template = usePathname();
  const params = useParams();
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [flagged, setFlagged] = useState(
    () => typeof window !== 'undefined' && switchTimeLeft() > 0,
  );
  useNavigationPending(isPending);
  const activeLink = useRef<HTMLAnchorElement>(null);

  // The page in the other language replaced the focused link; inside the closed phone menu it
  // cannot be focused, so the main content is.
  useEffect(() => {
    if (!focusAfterSwitch) return;
    focusAfterSwitch = false;
    activeLink.current?.focus();
    if (document.activeElement !== activeLink.current) document.getElementById('content')?.focus();
  }, []);

  useEffect(() => {
    if (!flagged) return;
    const timer = window.setTimeout(() => setFlagged(false), switchTimeLeft());
    return () => window.clearTimeout(timer);
  }, [flagged]);

  const switching = flagged || isPending;
  return (
    <nav aria-label={t('label')} aria-busy={switching} data-switching={switching}>
      <ul className="flex items-center gap-1">
        {ORDER.map((locale) => {
          const active = locale === current;
          const translation = post && post.id === params.id ? post.translations[locale] : undefined;
          const href = switchLocaleHref(template, params, !active, translation);
          return (
            <li key={locale}>
              {/* The address from getPathname: next-intl's Link would spell pt's with its
                  prefix, which only redirects. Other languages are not prefetched. */}
              <NextLink
                ref={active ? activeLink : undefined}
                href={getPathname({ locale, href })}
                prefetch={false}
                hrefLang={locale}
                lang={locale}
                aria-current={active ? 'true' : undefined}
                // The visible code first, as said by voice control ("click PT"), then the language.
                aria-label={`${locale.toUpperCase()} – ${t(locale)}`}
                onClick={(event) => {
                  if (active || !isPlainClick(event)) return;
                  event.preventDefault();
                  switchStartedAt = performance.now();
                  focusAfterSwitch = true;
                  setFlagged(true);
                  const target = withSearch(href, window.location.search.slice(1));
                  startTransition(() => router.replace(target, { locale }));
                }}
                className={`inline-flex h-11 min-w-9 items-center justify-center px-1 text-sm uppercase ${
                  active ? 'font-bold underline underline-offset-4' : 'text-muted hover:text-ink'
                } ${switching ? 'opacity-60' : ''}`}
              >
                {locale}
              </NextLink>
            </li>
          );
        })}
      </ul>
      {switching ? (
        <span role="status" className="sr-only">
          {t('switching')}
        </span>
      ) : null}
    </nav>
  );
}
