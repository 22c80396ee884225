import { NotFoundInPage } from '@/components/errors/NotFoundInPage';
import { NotFoundView } from '@/components/errors/NotFoundView';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { isCategory, type Locale } from '@/lib/i18n/routing';
import { pathWindow, type ListWindow, type WindowKind } from '@/lib/lists/window';
import { talentListHref } from '@/lib/talents/list-href';
import { EMPTY_QUERY, MAX_TALENT_PORTIONS } from '@/lib/talents/list-query';
import { TalentListView } from './TalentListView';

type Props = { locale: Locale; category: string; window: ListWindow };

/** A whole list's part, cached: the category's first page, a later page or a grown list. */
export function TalentListPage({ locale, category, window }: Props) {
  if (!isCategory(category)) return <NotFoundInPage view={<NotFoundView />} />;
  return (
    <TalentListView locale={locale} category={category} query={{ ...EMPTY_QUERY, ...window }} />
  );
}

/** The window a list path names (/pagina/3, /mais/3); another spelling redirects to its own. */
export function talentPathWindow(
  locale: Locale,
  category: string,
  kind: WindowKind,
  n: string,
): ListWindow {
  const { window, canonical } = pathWindow(kind, n, MAX_TALENT_PORTIONS);
  if (!canonical && isCategory(category)) {
    permanentRedirect({ href: talentListHref(category, { ...EMPTY_QUERY, ...window }), locale });
  }
  return window;
}
