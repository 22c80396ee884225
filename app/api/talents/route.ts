import type { NextRequest } from 'next/server';
import { z } from '@/lib/zod';
import { getTalentPage } from '@/lib/agency-api/talents';
import { categories, routing } from '@/lib/i18n/routing';
import { answerOr503, jsonError } from '@/lib/route-handlers/request';
import { parseTalentQuery } from '@/lib/talents/list-query';
import { listedTalent, type TalentListPage } from '@/lib/talents/list-item';

// The talent list's next pages, so the agency API's token stays on the server.
const where = z.object({ lang: z.enum(routing.locales), category: z.enum(categories) });

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const parsed = where.safeParse({ lang: params.get('lang'), category: params.get('category') });
  if (!parsed.success) return jsonError(400, params.get('lang') ?? undefined, 'badRequest');
  const { lang, category } = parsed.data;
  const query = parseTalentQuery(params);
  return answerOr503(request, lang, async () => {
    const page = await getTalentPage(category, lang, query);
    const body: TalentListPage = {
      items: page.talents.map((talent) => listedTalent(talent, category)),
      total: page.total,
      page: query.page,
    };
    return Response.json(body, {
      headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300' },
    });
  });
}
