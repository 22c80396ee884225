import type { ConsentSettings } from '@/lib/consent/config';

let given: ConsentSettings | null = null;

/**
 * Runs the consent library in the page's language: it shows the banner when
 * no choice (or one of an older privacy revision) is stored, and turns the
 * inert third-party <script>s of the allowed categories into real ones.
 */
export async function startConsent(settings: ConsentSettings) {
  given = settings;
  const run = await import('./consentRun');
  await run.start(settings);
  return run;
}

/** The footer's "Cookie settings": the choices again, to change or withdraw. */
export async function showConsentPreferences() {
  if (given) (await startConsent(given)).showPreferences();
}
