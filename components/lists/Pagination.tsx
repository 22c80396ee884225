import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/navigation/Link';
import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { pagerPages } from '@/lib/lists/pager';

type Props = {
  locale: Locale;
  current: number;
  last: number;
  hrefOf: (page: number) => ComponentProps<typeof Link>['href'];
};

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center border border-ink/30 px-3 text-sm hover:bg-ink hover:text-paper';

// How crawlers and visitors without JavaScript reach every item.
export async function Pagination({ locale, current, last, hrefOf }: Props) {
  const t = await getTranslations({ locale, namespace: 'Pagination' });
  if (last <= 1) return null;
  const page = Math.min(current, last);
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
        {page > 1 ? step(page - 1, 'prev', t('previousPage')) : null}
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
