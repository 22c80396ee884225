import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { consentConfig, VIDEOS_CATEGORY, type ConsentSettings } from '@/lib/consent/config';
import { setVideosAllowed } from './videoConsent';
import './consent.css';

let running: string | null = null;

/**
 * A language switched in the page drops the banner's classes with the old document element: the
 * library is set up again, the scripts it already let run not run twice.
 */
export async function start(settings: ConsentSettings) {
  const key = `${settings.locale}:${settings.revision}`;
  if (running === key) return;
  const chosen = running !== null && CookieConsent.validConsent();
  if (running !== null) CookieConsent.reset(false);
  running = key;
  const videos = () => setVideosAllowed(CookieConsent.acceptedCategory(VIDEOS_CATEGORY));
  await CookieConsent.run({
    ...consentConfig(settings),
    manageScriptTags: !chosen,
    onConsent: videos,
    onChange: videos,
  });
}

export const { showPreferences } = CookieConsent;
