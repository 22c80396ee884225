import type { CookieConsentConfig, Translation } from 'vanilla-cookieconsent';

/** The third-party scripts a visitor may allow, by service; absent ones are not offered. */
export type ConsentServices = { maps?: string; reviews?: string };

export type ConsentSettings = {
  locale: string;
  revision: number;
  texts: Translation;
  services: Record<keyof ConsentServices, string>;
  offered: (keyof ConsentServices)[];
};

/** Where the third-party scripts wait, inert, until their category is allowed (app/[lang]/layout.tsx). */
export const WIDGETS_CATEGORY = 'widgets';

/** Always offered: any profile may have videos. */
export const VIDEOS_CATEGORY = 'videos';

/** Opt-in, "accept all" and "reject all" of equal weight; the choice stays in the browser. */
export function consentConfig(settings: ConsentSettings): CookieConsentConfig {
  const services = Object.fromEntries(
    settings.offered.map((service) => [service, { label: settings.services[service] }]),
  );
  const widgets = settings.offered.length > 0;
  return {
    mode: 'opt-in',
    // A widget runs by itself once allowed, so the banner asks; a video waits behind its poster,
    // whose play button is the visitor's choice, so videos alone do not show the banner unasked.
    autoShow: widgets,
    revision: settings.revision,
    // Search engines and automated browsers are visitors too: the same page for all.
    hideFromBots: false,
    cookie: { useLocalStorage: true },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      ...(widgets ? { [WIDGETS_CATEGORY]: { services } } : {}),
      [VIDEOS_CATEGORY]: {},
    },
    language: {
      default: settings.locale,
      translations: { [settings.locale]: settings.texts },
    },
  };
}
