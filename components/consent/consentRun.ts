import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { consentConfig, type ConsentSettings } from '@/lib/consent/config';
import './consent.css';

// The consent library, its options and styles: fetched after the page's load
// (see consentLoader), never in a page's first-load JavaScript.
export const start = (settings: ConsentSettings) => CookieConsent.run(consentConfig(settings));
export const { showPreferences } = CookieConsent;
