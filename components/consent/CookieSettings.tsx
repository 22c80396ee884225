'use client';

import { useEffect } from 'react';
import type { ConsentSettings } from '@/lib/consent/config';

type Props = { settings: ConsentSettings; label: string };

let given: ConsentSettings | null = null;

/**
 * Runs the consent library in the page's language: it shows the banner when
 * no choice (or one of an older privacy revision) is stored, and turns the
 * inert third-party <script>s of the allowed categories into real ones.
 */
async function startConsent(settings: ConsentSettings) {
  given = settings;
  const run = await import('./consentRun');
  await run.start(settings);
  return run;
}

/**
 * "Cookie settings" in the footer, which reopens the choice, and the consent
 * itself: the library is loaded once the page has loaded and the browser is
 * idle, so it never delays the page (its banner is fixed: nothing moves).
 * Without JavaScript no third-party script runs, so there is nothing to set.
 */
export function CookieSettings({ settings, label }: Props) {
  useEffect(() => {
    const start = () => void startConsent(settings);
    const idle = () => (window.requestIdleCallback ?? setTimeout)(start);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => window.removeEventListener('load', idle);
    // Again with new settings (a language switched in the page); consentRun skips a running one.
  }, [settings]);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={async () => {
        if (given) (await startConsent(given)).showPreferences();
      }}
      className="cursor-pointer underline underline-offset-4 noscript:hidden"
    >
      {label}
    </button>
  );
}
