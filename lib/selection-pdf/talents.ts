import 'server-only';
import { getTranslations } from 'next-intl/server';
import { coverJpeg } from '@/lib/agency-api/cover-picture';
import type { getSelectionTalents } from '@/lib/agency-api/selection';
import { pathFor } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { Marks } from '@/lib/selection/marks';
import { absoluteUrl } from '@/lib/seo/url';
import { measurementText } from '@/lib/talents/measurement-text';
import { measurementList } from '@/lib/talents/measurements';
import { profileHref } from '@/lib/talents/profile-href';
import type { UnitPreferences } from '@/lib/units/preferences';
import type { PdfTalent } from './merge';

type SelectionTalent = Awaited<ReturnType<typeof getSelectionTalents>>[number];

/**
 * Each talent as the file shows it, in the file's language: its profile's address, its composite
 * (`composites`, in the same order) and its mark in words. The measurements and the cover are for
 * a talent without a composite, whose page the file draws itself.
 */
export async function pdfTalents(
  talents: readonly SelectionTalent[],
  composites: ReadonlyArray<Uint8Array | null>,
  marks: Marks,
  lang: Locale,
  units: UnitPreferences,
): Promise<PdfTalent[]> {
  const t = await getTranslations({ locale: lang, namespace: 'Selection' });
  const labels = await getTranslations({ locale: lang, namespace: 'Talents' });
  return talents.map((talent, i) => {
    const mark = marks[talent.id];
    return {
      name: talent.name,
      link: absoluteUrl(pathFor(lang, profileHref(talent.category, talent))),
      compo: composites[i] ?? null,
      mark: mark ? t(mark) : null,
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
