import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { downloadCompo } from '@/lib/agency-api/compo';
import { getTalentProfile } from '@/lib/agency-api/profile';
import { env } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';
import { compoFileName } from '@/lib/talents/compo';
import { rateLimited } from '@/lib/route-handlers/form-route';
import { logFailure } from '@/lib/route-handlers/log';
import { jsonError, readJsonBody } from '@/lib/route-handlers/request';

const body = z
  .object({
    id: z
      .number()
      .int()
      .positive()
      .max(2 ** 31),
    lang: z.enum(routing.locales),
  })
  .strict();

// The browser asks the site; the site asks the main API with its token.
// Each card is a PDF the API renders: limited per address like the forms.
// Answers, errors included, are in the language the body names.
export async function POST(request: NextRequest) {
  const parsed = await readJsonBody(request, body, 1024);
  if (!parsed.ok) return parsed.response;
  const { id, lang } = parsed.data;
  const limited = await rateLimited(request, 'compo', lang);
  if (limited) return limited;
  try {
    const profile = await getTalentProfile(id, lang);
    if (!profile) return jsonError(404, lang, 'notFound');
    if (!profile.compo) return jsonError(404, lang, 'notFound');
    const pdf = await downloadCompo(profile, lang);
    const name = compoFileName(profile.name, env.SITE_NAME);
    return new Response(pdf, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    logFailure({ route: '/api/compo', method: 'POST', status: 503, error });
    return jsonError(503, lang, 'generic');
  }
}
