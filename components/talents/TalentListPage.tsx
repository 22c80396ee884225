import { NotFoundInPage } from '@/components/errors/NotFoundInPage';
import { NotFoundView } from '@/components/errors/NotFoundView';
import { isCategory, type Locale } from '@/lib/i18n/routing';
import type { ListWindow } from '@/lib/lists/window';
import { EMPTY_QUERY } from '@/lib/talents/list-query';
import { TalentListView } from './TalentListView';

type Props = { locale: Locale; category: string; window: ListWindow };

/** A whole list's part, cached: the category's first page, a later page or a grown list. */
export function TalentListPage({ locale, category, window }: Props) {
  if (!isCategory(category)) return <NotFoundInPage view={<NotFoundView />} />;
  return (
    <TalentListView locale={locale} category={category} query={{ ...EMPTY_QUERY, ...window }} />
  );
}
