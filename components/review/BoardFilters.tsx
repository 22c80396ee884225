import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/navigation/Link';
import type { Locale } from '@/lib/i18n/routing';
import { BOARD_FILTERS, FILTER_WORDS, type BoardFilter } from '@/lib/review-boards/marks';

type Props = { locale: Locale; board: string; current: BoardFilter; me: boolean };

// Links, one address each (?show=any-no): a filter is a page of its own, with or without scripts.
// "Not yet marked by me" is offered once the visitor has a name on the board.
export async function BoardFilters({ locale, board, current, me }: Props) {
  const t = await getTranslations({ locale, namespace: 'Review' });
  const filters = BOARD_FILTERS.filter((filter) => me || filter !== 'notMarkedByMe');
  return (
    <nav aria-label={t('filterLabel')} className="mt-6" data-testid="board-filters">
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const word = FILTER_WORDS[filter];
          return (
            <li key={filter}>
              <Link
                href={{
                  pathname: '/review/[board]',
                  params: { board },
                  query: word ? { show: word } : {},
                }}
                prefetch={false}
                scroll={false}
                aria-current={filter === current ? 'page' : undefined}
                className="inline-flex min-h-11 items-center border border-ink/30 px-3 text-sm aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-paper"
              >
                {t(`filter_${filter}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
