import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getSelectionTalents } from '@/lib/agency-api/selection';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { selectionPath } from '@/lib/selection/link';
import { marksSearch, type Marks } from '@/lib/selection/marks';
import { absoluteUrl } from '@/lib/seo/url';
import type { UnitPreferences } from '@/lib/units/preferences';
import type { ReviewSummary } from '@/lib/review-boards/quote-summary';
import { getComposites } from './composites';
import { mergeSelectionPdf } from './merge';
import { qrPng } from './qr';
import { pdfTalents } from './talents';

/** What the route read from the request (?ids=12,45&yes=12&lang=en&height=ftin&shoes=US),
 * checked; the units are the visitor's, or the language's when the address has none. */
export type SelectionPdfRequest = {
  lang: Locale;
  ids: number[];
  marks: Marks;
  units: UnitPreferences;
  /** A review board's file: its address, and its team's tally and words by talent id. */
  board?: { url: string; reviews: ReadonlyMap<number, ReviewSummary> };
};

/**
 * The selection's PDF and the name to download it by: the cover, then each talent's composite
 * card (or a page drawn for it), with the marks on both. Ids the agency no longer has are named
 * on the cover; a failure of the agency API is thrown, for the route to answer.
 */
export async function selectionPdfFile({
  lang,
  ids,
  marks,
  units,
  board,
}: SelectionPdfRequest): Promise<{ bytes: Uint8Array; name: string }> {
  const t = await getTranslations({ locale: lang, namespace: 'Selection' });
  const review = await getTranslations({ locale: lang, namespace: 'Review' });
  const talents = await getSelectionTalents(ids, lang);
  const found = new Set(talents.map((talent) => talent.id));
  const lost = ids.filter((id) => !found.has(id));
  const composites = await getComposites(
    talents.map((talent) => talent.id),
    lang,
  );
  const now = new Date();
  // The shared selection as the client left it: its talents and their marks; or the board.
  const selectionUrl = board?.url ?? absoluteUrl(selectionPath(lang, ids, marksSearch(marks, ids)));
  const bytes = await mergeSelectionPdf(
    {
      agency: env.SITE_NAME,
      title: board ? review('title') : t('pdfTitle'),
      count: t('pdfCount', { count: talents.length }),
      date: new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(now),
      sitePages: t('pdfUnits', {
        height: units.height === 'ftin' ? 'ft/in' : 'cm',
        shoes: units.shoes,
      }),
      notFound: lost.length
        ? t('pdfNotFound', { ids: lost.map((id) => `#${id}`).join(', ') })
        : null,
      selection: {
        url: selectionUrl,
        qr: await qrPng(selectionUrl),
        label: board ? t('pdfBoardLink') : t('pdfLink'),
      },
    },
    await pdfTalents(
      talents,
      composites,
      board ? { reviews: board.reviews } : { marks },
      lang,
      units,
    ),
  );
  const name = `${env.SITE_NAME} ${t('pdfFileName')} ${now.toISOString().slice(0, 10)}.pdf`;
  return { bytes, name };
}
