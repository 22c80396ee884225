import { hasLocale } from 'next-intl';
import { downloadCompo } from '@/lib/agency-api/compo';
import { getTalentProfile } from '@/lib/agency-api/profile';
import { env } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';
import { pdfAttachment } from '@/lib/route-handlers/attachment';
import { acceptedLocale, answerOr503, jsonError, rateLimited } from '@/lib/route-handlers/request';
import { compoFileName } from '@/lib/talents/compo';
import { parseId } from '@/lib/ids';

// A plain link, so it works without scripts; each card costs the API a render, hence the limit.
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const lang = params.get('lang');
  if (!hasLocale(routing.locales, lang)) {
    return jsonError(400, acceptedLocale(request), 'badRequest');
  }
  const id = parseId(params.get('id'));
  if (id === null) return jsonError(404, lang, 'notFound');
  const limited = await rateLimited(request, 'compo', lang);
  if (limited) return limited;
  return answerOr503(request, lang, async () => {
    const profile = await getTalentProfile(id, lang);
    if (!profile?.compo) return jsonError(404, lang, 'notFound');
    const pdf = await downloadCompo(profile, lang);
    return pdfAttachment(pdf, compoFileName(profile.name, env.SITE_NAME));
  });
}
