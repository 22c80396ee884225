import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import {
  pageCount,
  pagerPages,
  toSearch,
  withPage,
  type TalentQuery,
} from '@/lib/talents/list-query';

type Props = { id: string; locale: Locale; listPath: string; query: TalentQuery; total: number };

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center border border-ink/30 px-3 text-sm hover:bg-ink hover:text-paper';

/**
 * Links to every page of the list (?page=2), with the same filters: how
 * crawlers and visitors without JavaScript reach every talent. With
 * JavaScript, "show more" takes its place (TalentGridIsland).
 */
export async function Pagination({ id, locale, listPath, query, total }: Props) {
  const t = await getTranslations({ locale, namespace: 'Talents' });
  const last = pageCount(total);
  if (last <= 1) return null;
  const href = (page: number) => {
    const search = toSearch(withPage(query, page));
    return search ? `${listPath}?${search}` : listPath;
  };
  const current = Math.min(query.page, last);
  return (
    <nav id={id} aria-label={t('pages')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <a href={href(current - 1)} rel="prev" className={linkClass}>
              {t('previousPage')}
            </a>
          </li>
        ) : null}
        {pagerPages(current, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={href(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('pageNumber', { page })}
                className={`${linkClass} aria-[current=page]:bg-ink aria-[current=page]:text-paper`}
              >
                {page}
              </a>
            </li>
          ),
        )}
        {current < last ? (
          <li>
            <a href={href(current + 1)} rel="next" className={linkClass}>
              {t('nextPage')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
