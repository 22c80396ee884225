import 'server-only';
import { getPrivacyVersion } from '@/lib/agency-api/contents';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import type { ConsentServices, ConsentSettings } from './config';
import { consentTexts } from './texts';

/** The third-party scripts configured for this site; the banner asks by itself only when there are some. */
export function configuredServices() {
  const urls: ConsentServices = { maps: env.MAPS_SCRIPT_URL, reviews: env.REVIEWS_WIDGET_URL };
  return { urls, offered: (['maps', 'reviews'] as const).filter((service) => urls[service]) };
}

// "2026-11-25" is 20261125: the library asks again when it changes. Unknown: -1, which the
// library does not compare, so a stored choice holds.
export function consentRevision(version: string | null): number {
  const digits = (version ?? '').replace(/\D/g, '').slice(0, 15);
  return digits === '' ? -1 : Number(digits);
}

export async function consentSettings(locale: Locale): Promise<ConsentSettings> {
  const { offered } = configuredServices();
  const [{ texts, services }, version] = await Promise.all([
    consentTexts(locale, offered.length > 0),
    getPrivacyVersion(locale),
  ]);
  return { locale, revision: consentRevision(version), texts, services, offered };
}
