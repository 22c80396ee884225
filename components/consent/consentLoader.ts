import type { ConsentSettings } from '@/lib/consent/config';

let started: Promise<typeof import('./consentRun')> | null = null;
let given: ConsentSettings | null = null;

/**
 * Runs the consent library once per document: it shows the banner when no
 * choice (or one of an older privacy revision) is stored, and turns the
 * inert third-party <script>s of the allowed categories into real ones.
 */
export function startConsent(settings: ConsentSettings) {
  given = settings;
  started ??= import('./consentRun').then(async (library) => {
    await library.start(settings);
    return library;
  });
  return started;
}

/** The footer's "Cookie settings": the choices again, to change or withdraw. */
export async function showConsentPreferences() {
  if (given) (await startConsent(given)).showPreferences();
}
