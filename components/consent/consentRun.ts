import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { consentConfig, VIDEOS_CATEGORY, type ConsentSettings } from '@/lib/consent/config';
import { setVideosAllowed } from './videoConsent';
import './consent.css';

// The run under way, so a press during the idle start waits for it rather than finding no dialog.
let running: { key: string; ready: Promise<void> } | null = null;

/**
 * A language switched in the page drops the banner's classes with the old document element: the
 * library is set up again, the scripts it already let run not run twice.
 */
export function start(settings: ConsentSettings): Promise<void> {
  const key = `${settings.locale}:${settings.revision}`;
  if (running?.key === key) return running.ready;
  const chosen = running !== null && CookieConsent.validConsent();
  if (running !== null) CookieConsent.reset(false);
  const videos = () => setVideosAllowed(CookieConsent.acceptedCategory(VIDEOS_CATEGORY));
  running = {
    key,
    ready: CookieConsent.run({
      ...consentConfig(settings),
      manageScriptTags: !chosen,
      onConsent: videos,
      onChange: videos,
    }),
  };
  return running.ready;
}

export const { showPreferences } = CookieConsent;
