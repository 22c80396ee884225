'use client';

import { useEffect } from 'react';
import type { ConsentSettings } from '@/lib/consent/config';
import { whenIdle } from '@/lib/browser/whenIdle';

type Props = { settings: ConsentSettings; label: string };

async function startConsent(settings: ConsentSettings) {
  const run = await import('./consentRun');
  await run.start(settings);
  return run;
}

// The library loads once the page has loaded and the browser is idle, so it never delays the page.
export function CookieSettings({ settings, label }: Props) {
  useEffect(() => {
    const start = () => void startConsent(settings);
    const idle = () => whenIdle(start);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => window.removeEventListener('load', idle);
    // Again with new settings (a language switched in the page); consentRun skips a running one.
  }, [settings]);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      // A press before the idle start starts the library itself: the choices open either way.
      onClick={async () => (await startConsent(settings)).showPreferences()}
      className="cursor-pointer underline underline-offset-4 noscript:hidden"
    >
      {label}
    </button>
  );
}
