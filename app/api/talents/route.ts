import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { ApiUnavailableError } from '@/lib/agency-api/errors';
import { getTalentPage } from '@/lib/agency-api/talents';
import { pathFor } from '@/lib/i18n/paths';
import { categories, routing } from '@/lib/i18n/routing';
import { logFailure } from '@/lib/route-handlers/log';
import { jsonError } from '@/lib/route-handlers/request';
import { parseTalentQuery } from '@/lib/talents/list-query';
import type { TalentListPage } from '@/lib/talents/list-item';
import { favoriteLabels } from '@/lib/talents/list-texts';
import { profileRoute } from '@/lib/talents/route';

// The talent list's "show more" asks here for the next page of cards, with
// the list's own URL parameters; the agency API's token stays on the server.
const where = z.object({ lang: z.enum(routing.locales), category: z.enum(categories) });

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const parsed = where.safeParse({ lang: params.get('lang'), category: params.get('category') });
  if (!parsed.success) return jsonError(400, params.get('lang') ?? undefined, 'badRequest');
  const { lang, category } = parsed.data;
  const query = parseTalentQuery(params);
  try {
    const [page, t] = await Promise.all([
      getTalentPage(category, lang, query),
      getTranslations({ locale: lang, namespace: 'Talents' }),
    ]);
    const translate = t as (key: string, values?: Record<string, string>) => string;
    const body: TalentListPage = {
      items: page.talents.map((talent) => ({
        id: talent.id,
        name: talent.name,
        cover: talent.cover,
        gender: talent.gender,
        heightCm: talent.heightCm,
        href: pathFor(lang, profileRoute(category, talent)),
        favoriteLabels: favoriteLabels(translate, talent.name),
      })),
      total: page.total,
      page: query.page,
    };
    return Response.json(body, {
      headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300' },
    });
  } catch (error) {
    if (error instanceof ApiUnavailableError) {
      logFailure({ route: '/api/talents', method: 'GET', status: 503, error });
      return jsonError(503, lang, 'generic');
    }
    throw error;
  }
}
