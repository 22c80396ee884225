import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { getSelectionTalents } from '@/lib/agency-api/selection';
import { env } from '@/lib/env';
import { pathFor } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';
import { pdfAttachment } from '@/lib/route-handlers/attachment';
import { answerOr503, jsonError, rateLimited } from '@/lib/route-handlers/request';
import { MAX_PDF_TALENTS, parseSelectionIds } from '@/lib/selection/ids';
import { selectionPath } from '@/lib/selection/link';
import { marksFromSearch, marksSearch } from '@/lib/selection/marks';
import { getComposites } from '@/lib/selection-pdf/composites';
import { mergeSelectionPdf } from '@/lib/selection-pdf/merge';
import { qrPng } from '@/lib/selection-pdf/qr';
import { absoluteUrl } from '@/lib/seo/url';
import { measurementText } from '@/lib/talents/measurement-text';
import { measurementList } from '@/lib/talents/measurements';
import { profileHref } from '@/lib/talents/route';
import { defaultUnits } from '@/lib/units/preferences';
import { coverJpeg } from '@/lib/agency-api/cover-picture';

const noStore = { 'Cache-Control': 'no-store' };

// ?ids=12,45&yes=12&lang=en: the cover, then each composite card, with the marks on both. The main
// API renders every card, so it is rate-limited like the forms and takes at most 30 talents.
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const lang = params.get('lang');
  if (!hasLocale(routing.locales, lang)) return jsonError(400, undefined, 'badRequest');
  const t = await getTranslations({ locale: lang, namespace: 'Selection' });
  const labels = await getTranslations({ locale: lang, namespace: 'Talents' });
  const parsed = parseSelectionIds(params.getAll('ids'), MAX_PDF_TALENTS);
  if (parsed.beyond > 0) {
    return Response.json(
      { message: t('pdfTooMany', { max: MAX_PDF_TALENTS }) },
      { status: 400, headers: noStore },
    );
  }
  if (parsed.ids.length === 0) {
    return Response.json({ message: t('pdfNoTalents') }, { status: 400, headers: noStore });
  }
  const marks = marksFromSearch(params, parsed.ids);
  const limited = await rateLimited(request, 'selection-pdf', lang);
  if (limited) return limited;
  return answerOr503(request, lang, async () => {
    const talents = await getSelectionTalents(parsed.ids, lang);
    const found = new Set(talents.map((talent) => talent.id));
    const lost = parsed.ids.filter((id) => !found.has(id));
    const composites = await getComposites(
      talents.map((talent) => talent.id),
      lang,
    );
    const now = new Date();
    // The shared selection as the client left it: its talents and their marks.
    const selectionUrl = absoluteUrl(
      selectionPath(lang, parsed.ids, marksSearch(marks, parsed.ids)),
    );
    const pdf = await mergeSelectionPdf(
      {
        agency: env.SITE_NAME,
        title: t('pdfTitle'),
        count: t('pdfCount', { count: talents.length }),
        date: new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(now),
        missing: t('pdfMissing'),
        notFound: lost.length
          ? t('pdfNotFound', { ids: lost.map((id) => `#${id}`).join(', ') })
          : null,
        selection: { url: selectionUrl, qr: await qrPng(selectionUrl), label: t('pdfLink') },
      },
      talents.map((talent, i) => ({
        name: talent.name,
        link: absoluteUrl(pathFor(lang, profileHref(talent.category, talent))),
        compo: composites[i] ?? null,
        mark: marks[talent.id] ? t(marks[talent.id]!) : null,
        // For the page of a talent without a composite card, in the language's units.
        rows: measurementList(talent.gender, talent.measurements).map(
          ({ label, value }) =>
            [
              labels(label),
              measurementText(label, value, talent.gender, defaultUnits(lang), lang),
            ] as [string, string],
        ),
        picture: () => coverJpeg(talent.cover),
      })),
    );
    const name = `${env.SITE_NAME} ${t('pdfFileName')} ${now.toISOString().slice(0, 10)}.pdf`;
    return pdfAttachment(Buffer.from(pdf), name);
  });
}
