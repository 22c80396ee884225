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

// About a second of frames at 60 Hz: the dialog and its content show on the first frames after it
// is asked for.
const FRAMES_TO_SHOW = 60;
const OPEN_CLASS = 'show--preferences';

/**
 * Opens the choices with focus inside them, as a modal dialog must. The library moves focus in
 * when the dialog's fade ends, or 100 ms after opening. With reduced motion the fade ends at once,
 * frames before the dialog's content is shown (globals.css gives every element a 0.01 ms
 * transition), and on its first opening that content came after the 100 ms too: focus stayed on
 * the button behind the dialog. Its first stop (a tabindex=-1 element) takes focus as soon as it
 * can.
 */
export function showPreferences(): void {
  CookieConsent.showPreferences();
  let frames = 0;
  const focusWhenShown = () => {
    const dialog = document.querySelector<HTMLElement>('#cc-main .pm');
    // Not once the visitor has closed it, nor once focus is in.
    const open = document.documentElement.classList.contains(OPEN_CLASS);
    if (!dialog || !open || dialog.contains(document.activeElement)) return;
    // A no-op while the dialog is still hidden, so tried again on the next frame.
    dialog.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
    if (++frames < FRAMES_TO_SHOW) requestAnimationFrame(focusWhenShown);
  };
  requestAnimationFrame(focusWhenShown);
}
