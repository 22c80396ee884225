import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { BOARD_ID_PATTERN } from '@/lib/ids';
import { pathFor } from '@/lib/i18n/paths';
import { routing, type Locale } from '@/lib/i18n/routing';
import { boardSummaries } from '@/lib/review-boards/quote-summary';
import { readBoard } from '@/lib/review-store/boards';
import { absoluteUrl } from '@/lib/seo/url';
import { siteDb } from '@/lib/site-db';
import { pdfAttachment } from '@/lib/route-handlers/attachment';
import { answerOr503, jsonError, rateLimited } from '@/lib/route-handlers/request';
import { MAX_PDF_TALENTS, parseSelectionIds } from '@/lib/selection/ids';
import { marksFromSearch } from '@/lib/selection/marks';
import { selectionPdfFile } from '@/lib/selection-pdf/file';
import { resolveUnits, unitChoiceFromSearch } from '@/lib/units/preferences';

const noStore = { 'Cache-Control': 'no-store' };

// ?ids=12,45&yes=12&lang=en(&height=ftin&shoes=US), or a review board's ?board=<id>&lang=en: the
// request is read and checked here, the file is made by lib/selection-pdf/file.ts. The agency API
// renders every card, so the route is rate-limited like the forms and takes at most 30 talents.
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const lang = params.get('lang');
  if (!hasLocale(routing.locales, lang)) return jsonError(400, undefined, 'badRequest');
  if (params.has('board')) return boardPdf(request, params, lang);
  const t = await getTranslations({ locale: lang, namespace: 'Selection' });
  const { ids, beyond } = parseSelectionIds(params.getAll('ids'), MAX_PDF_TALENTS);
  if (beyond > 0) {
    return Response.json(
      { message: t('pdfTooMany', { max: MAX_PDF_TALENTS }) },
      { status: 400, headers: noStore },
    );
  }
  if (ids.length === 0) {
    return Response.json({ message: t('pdfNoTalents') }, { status: 400, headers: noStore });
  }
  const marks = marksFromSearch(params, ids);
  const limited = await rateLimited(request, 'selection-pdf', lang);
  if (limited) return limited;
  return answerOr503(request, lang, async () => {
    const units = resolveUnits(unitChoiceFromSearch(params), lang);
    const { bytes, name } = await selectionPdfFile({ lang, ids, marks, units });
    return pdfAttachment(Buffer.from(bytes), name);
  });
}

/**
 * A review board's file: its first 30 talents (the board says so beside the link), the team's
 * tally and words on each, and the board's address in the QR code.
 */
async function boardPdf(request: Request, params: URLSearchParams, lang: Locale) {
  const id = params.get('board') ?? '';
  if (!BOARD_ID_PATTERN.test(id)) return jsonError(404, lang, 'notFound');
  const limited = await rateLimited(request, 'selection-pdf', lang);
  if (limited) return limited;
  return answerOr503(request, lang, async () => {
    const board = await readBoard(await siteDb(), id, new Date());
    if (!board) return jsonError(404, lang, 'notFound');
    const reviews = boardSummaries(board);
    const url = absoluteUrl(pathFor(lang, { pathname: '/review/[board]', params: { board: id } }));
    const units = resolveUnits(unitChoiceFromSearch(params), lang);
    const ids = board.talentIds.slice(0, MAX_PDF_TALENTS);
    const { bytes, name } = await selectionPdfFile({
      lang,
      ids,
      marks: {},
      units,
      board: { url, reviews },
    });
    return pdfAttachment(Buffer.from(bytes), name);
  });
}
