'use client';

import { useLocale } from 'next-intl';
import { useCallback, type ReactNode } from 'react';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { GrowingList } from '@/components/lists/GrowingList';
import { getJson } from '@/lib/http/get-json';
import { favoriteOf } from '@/lib/favorites/map';
import type { SiteHref } from '@/lib/i18n/paths';
import type { Category } from '@/lib/i18n/routing';
import type { ListedTalent, TalentListPage } from '@/lib/talents/list-item';
import { profileHref } from '@/lib/talents/route';
import { formatHeight } from '@/lib/units/height';
import { useUnitPreferences } from '@/lib/units/store';
import { TalentCard } from './TalentCard';

type Props = {
  category: Category;
  filters: string;
  page: number;
  talents: ListedTalent[];
  total: number;
  pageSize: number;
  pager: ReactNode;
  firstPage: SiteHref | null;
  rangeText: string;
};

// The first row (up to 6 cards from 1280 px) is loaded at once; the rest lazily.
const FIRST_ROW = 6;

export function TalentList(props: Props) {
  const { category, filters, page, talents, total, pageSize, pager, firstPage, rangeText } = props;
  const locale = useLocale();
  const { height: unit } = useUnitPreferences(locale);
  const fetchPage = useCallback(
    async (next: number) => {
      const search = new URLSearchParams(filters);
      search.set('lang', locale);
      search.set('category', category);
      search.set('page', String(next));
      return getJson<TalentListPage>(`/api/talents?${search}`);
    },
    [filters, locale, category],
  );
  return (
    <GrowingList
      scope={`talents:${locale}:${category}:${filters}:${page}`}
      first={{ items: talents, total, page }}
      pageSize={pageSize}
      fetchPage={fetchPage}
      listProps={{
        id: 'talent-grid',
        className: 'mt-4 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-5 xl:grid-cols-6',
      }}
      renderItem={(talent, index) => (
        <li key={talent.id} data-talent-id={talent.id}>
          {/* At the talent's one address: a model listed among the actors too links under models. */}
          <TalentCard
            name={talent.name}
            cover={talent.cover}
            href={profileHref(talent.category, talent)}
            height={
              talent.heightCm === null
                ? null
                : { cm: talent.heightCm, text: formatHeight(talent.heightCm, unit, locale) }
            }
            action={<FavoriteButton talent={favoriteOf(talent, talent.category)} />}
            eager={index < FIRST_ROW}
            priority={index < 2}
          />
        </li>
      )}
      namespace="Talents"
      name="talent"
      pager={pager}
      firstPage={firstPage}
      firstRangeText={rangeText}
    />
  );
}
