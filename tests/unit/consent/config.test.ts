import { describe, expect, it } from 'vitest';
import { consentConfig, VIDEOS_CATEGORY, WIDGETS_CATEGORY } from '@/lib/consent/config';
import { consentRevision } from '@/lib/consent/settings';

describe('consentRevision', () => {
  it('is the privacy version as a number, so a new text asks again', () => {
    expect(consentRevision('2026-11-25')).toBe(20261125);
    expect(consentRevision('2026-11-25')).toBeGreaterThan(consentRevision('2026-11-23'));
    expect(consentRevision(null)).toBe(-1);
    expect(consentRevision('v')).toBe(-1);
  });
});

describe('consentConfig', () => {
  const settings = {
    locale: 'es',
    revision: 20261125,
    texts: { consentModal: { title: 'Cookies' }, preferencesModal: { sections: [] } },
    services: { maps: 'Mapa', reviews: 'Reseñas' },
  };

  it('is opt-in, kept in the browser, and offers only the configured services', () => {
    const config = consentConfig({ ...settings, offered: ['reviews'] });
    expect(config.mode).toBe('opt-in');
    expect(config.revision).toBe(20261125);
    expect(config.cookie?.useLocalStorage).toBe(true);
    expect(config.categories.necessary).toEqual({ enabled: true, readOnly: true });
    expect(config.categories[WIDGETS_CATEGORY]?.enabled).toBeUndefined();
    expect(config.categories[WIDGETS_CATEGORY]?.services).toEqual({
      reviews: { label: 'Reseñas' },
    });
    expect(config.language.default).toBe('es');
    expect(config.language.translations).toEqual({ es: settings.texts });
  });

  it('weighs "accept all" and "reject all" the same', () => {
    const { guiOptions } = consentConfig({ ...settings, offered: ['maps', 'reviews'] });
    expect(guiOptions?.consentModal?.equalWeightButtons).toBe(true);
    expect(guiOptions?.preferencesModal?.equalWeightButtons).toBe(true);
  });

  it('always offers videos; the banner shows unasked only for configured widgets', () => {
    const both = consentConfig({ ...settings, offered: ['maps'] });
    expect(both.autoShow).toBe(true);
    expect(Object.keys(both.categories)).toEqual(['necessary', WIDGETS_CATEGORY, VIDEOS_CATEGORY]);
    const videos = consentConfig({ ...settings, offered: [] });
    expect(videos.autoShow).toBe(false);
    expect(Object.keys(videos.categories)).toEqual(['necessary', VIDEOS_CATEGORY]);
  });
});
