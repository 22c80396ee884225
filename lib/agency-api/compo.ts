import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { ApiUnavailableError } from './errors';
import { send } from './http';
import type { TalentProfile } from './profile';

export async function downloadCompo(profile: TalentProfile, locale: Locale): Promise<ArrayBuffer> {
  const response = await send<ArrayBuffer>('main', {
    url: '/api/download/compo',
    method: 'POST',
    data: { id: profile.id, name: profile.name, lang: locale, compo: profile.compo },
    responseType: 'arraybuffer',
    headers: { Accept: 'application/pdf' },
  });
  const bytes = new Uint8Array(response.data);
  const isPdf = bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46;
  if (response.status !== 200 || !isPdf) {
    throw new ApiUnavailableError(
      `The composite card could not be produced (${response.status})`,
      response.status,
    );
  }
  return response.data;
}
