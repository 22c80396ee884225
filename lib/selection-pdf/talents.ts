import 'server-only';
import { getTranslations } from 'next-intl/server';
import { coverJpeg } from '@/lib/agency-api/cover-picture';
import type { getSelectionTalents } from '@/lib/agency-api/selection';
import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { MARKS, type Mark, type Marks } from '@/lib/selection/marks';
import type { ReviewSummary } from '@/lib/review-boards/quote-summary';
import { absoluteUrl } from '@/lib/seo/url';
import { measurementText } from '@/lib/talents/measurement-text';
import { measurementList } from '@/lib/talents/measurements';
import { profileHref } from '@/lib/talents/profile-href';
import type { UnitPreferences } from '@/lib/units/preferences';
import type { PdfTalent } from './merge';

type SelectionTalent = Awaited<ReturnType<typeof getSelectionTalents>>[number];

/**
 * Each talent as the file shows it, in the file's language: its profile's address, its composite
 * (`composites`, in the same order) and its mark in words, or a review board's tally with each
 * reviewer's word (`reviews`, by talent id). The measurements and the cover are for a talent
 * without a composite, whose page the file draws itself.
 */
export async function pdfTalents(
  talents: readonly SelectionTalent[],
  composites: ReadonlyArray<Uint8Array | null>,
  decisions: { marks: Marks } | { reviews: ReadonlyMap<number, ReviewSummary> },
  lang: Locale,
  units: UnitPreferences,
): Promise<PdfTalent[]> {
  const t = await getTranslations({ locale: lang, namespace: 'Selection' });
  const labels = await getTranslations({ locale: lang, namespace: 'Talents' });
  const review = await getTranslations({ locale: lang, namespace: 'Review' });
  // A board's tally as the board shows it ("Yes 2 · No 1"), then "Ana: Yes – her comment".
  const boardWords = (summary: ReviewSummary | undefined) => {
    if (!summary) return { stamp: null, coverMark: null, notes: [] as string[] };
    const counted = MARKS.filter((mark) => summary[mark] > 0);
    const tally = counted
      .map((mark) => review('tallyPart', { mark: t(mark), count: summary[mark] }))
      .join(' · ');
    const notes = summary.reviews.map(({ name, mark, comment }) =>
      [review('reviewOf', { name, mark: mark ? t(mark) : review('noMark') }), comment]
        .filter(Boolean)
        .join(' – '),
    );
    // Too long for the cover's mark column: the tally leads the lines under the row.
    return { stamp: tally || null, coverMark: null, notes: tally ? [tally, ...notes] : notes };
  };
  const clientWords = (mark: Mark | undefined) => {
    const word = mark ? t(mark) : null;
    return { stamp: word, coverMark: word, notes: [] };
  };
  return talents.map((talent, i) => {
    const words =
      'reviews' in decisions
        ? boardWords(decisions.reviews.get(talent.id))
        : clientWords(decisions.marks[talent.id]);
    return {
      name: talent.name,
      link: absoluteUrl(pathFor(lang, profileHref(talent.category, talent))),
      compo: composites[i] ?? null,
      ...words,
      // In the visitor's units (the link carries them), else the language's.
      rows: measurementList(talent.gender, talent.measurements).map(
        ({ label, value }) =>
          [labels(label), measurementText(label, value, talent.gender, units, lang)] as [
            string,
            string,
          ],
      ),
      picture: () => coverJpeg(talent.cover),
    };
  });
}
