// @vitest-environment jsdom
import * as CookieConsent from 'vanilla-cookieconsent';
import { afterEach, describe, expect, it } from 'vitest';
import { consentConfig } from '@/lib/consent/config';
import { consentRevision } from '@/lib/consent/settings';

// The consent library itself, run on a page whose privacy version is known,
// then on one rendered while the agency API could not say it.
const settingsFor = (version: string | null) => ({
  locale: 'en',
  revision: consentRevision(version),
  texts: { consentModal: { title: 'Cookies' }, preferencesModal: { sections: [] } },
  services: { maps: 'Map', reviews: 'Reviews' },
  offered: ['maps', 'reviews'] as ('maps' | 'reviews')[],
});

async function runWith(version: string | null) {
  CookieConsent.reset(false);
  await CookieConsent.run(consentConfig(settingsFor(version)));
}

afterEach(() => {
  CookieConsent.reset(true);
  localStorage.clear();
});

describe('the revision the consent library is given', () => {
  it('keeps a stored choice on a page that could not read the privacy version', async () => {
    await runWith('2026-11-25');
    expect(CookieConsent.validConsent()).toBe(false);
    CookieConsent.acceptCategory('all');
    expect(CookieConsent.validConsent()).toBe(true);
    await runWith(null);
    expect(CookieConsent.validConsent()).toBe(true);
    expect(CookieConsent.acceptedCategory('widgets')).toBe(true);
  });

  it('asks again for a newer privacy text', async () => {
    await runWith('2026-11-25');
    CookieConsent.acceptCategory('all');
    await runWith('2026-12-01');
    expect(CookieConsent.validConsent()).toBe(false);
  });
});
