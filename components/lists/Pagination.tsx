import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/navigation/Link';
import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { pagerPages } from '@/lib/lists/pager';

type Props = {
  locale: Locale;
  /** The pages the address shows: one, or the first ones grown by "show more" (/modelos/mais/2: 1 and 2). */
  shown: { first: number; last: number };
  last: number;
  hrefOf: (page: number) => ComponentProps<typeof Link>['href'];
};

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center border border-ink/30 px-3 text-sm hover:bg-ink hover:text-paper';

// How crawlers and visitors without JavaScript reach every item.
export async function Pagination({ locale, shown, last, hrefOf }: Props) {
  const t = await getTranslations({ locale, namespace: 'Pagination' });
  if (last <= 1) return null;
  // The numbers mark the last page shown; "previous" leads before the first one shown.
  const page = Math.min(shown.last, last);
  const before = Math.min(shown.first, page) - 1;
  const step = (to: number, rel: 'prev' | 'next', label: string) => (
    <li>
      <Link href={hrefOf(to)} prefetch={false} rel={rel} className={linkClass}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t('pages')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {before >= 1 ? step(before, 'prev', t('previousPage')) : null}
        {pagerPages(page, last).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={hrefOf(number)}
                prefetch={false}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('pageNumber', { page: number })}
                className={`${linkClass} aria-[current=page]:bg-ink aria-[current=page]:text-paper`}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < last ? step(page + 1, 'next', t('nextPage')) : null}
      </ul>
    </nav>
  );
}
