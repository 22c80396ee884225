import type { NextRequest } from 'next/server';
import * as z from '@/lib/zod';
import { getCities, getStates } from '@/lib/agency-api/attributes';
import { idNumber } from '@/lib/forms/fields';
import { routing } from '@/lib/i18n/routing';
import { answerOr503, jsonError } from '@/lib/route-handlers/request';

// The recruitment form's cascade; the main API token stays on the server.
const id = z.coerce.number().pipe(idNumber);
const query = z
  .object({ lang: z.enum(routing.locales), country: id, state: id.optional() })
  .strict();

export async function GET(request: NextRequest) {
  const parsed = query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success)
    return jsonError(400, request.nextUrl.searchParams.get('lang') ?? undefined, 'badRequest');
  const { lang, country, state } = parsed.data;
  return answerOr503(request, lang, async () => {
    const options =
      state === undefined ? await getStates(lang, country) : await getCities(lang, country, state);
    return Response.json({ options }, { headers: { 'Cache-Control': 'public, max-age=3600' } });
  });
}
