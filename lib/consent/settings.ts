import 'server-only';
import { getPrivacyVersion } from '@/lib/agency-api/contents';
import type { Locale } from '@/lib/i18n/routing';
import type { ConsentSettings } from './config';
import { consentRevision } from './revision';
import { configuredServices } from './services';
import { consentTexts } from './texts';

/** What the consent needs in a language; null when no third-party script is configured. */
export async function consentSettings(locale: Locale): Promise<ConsentSettings | null> {
  const { offered } = configuredServices();
  if (offered.length === 0) return null;
  const [{ texts, services }, version] = await Promise.all([
    consentTexts(locale),
    getPrivacyVersion(locale),
  ]);
  return { locale, revision: consentRevision(version), texts, services, offered };
}
