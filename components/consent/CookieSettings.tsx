'use client';

import { useEffect } from 'react';
import type { ConsentSettings } from '@/lib/consent/config';
import { showConsentPreferences, startConsent } from './consentLoader';

type Props = { settings: ConsentSettings; label: string };

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
      onClick={() => void showConsentPreferences()}
      className="cursor-pointer underline underline-offset-4 noscript:hidden"
    >
      {label}
    </button>
  );
}
