import { describe, expect, it } from 'vitest';
import { routing } from '@/lib/i18n/routing';

const { locales } = routing;
import { LICENSE_LABELS, licenseOptions } from '@/lib/options/licenses';

// What the main API answers, in Portuguese whatever the language asked.
const fromApi = [
  { value: '1', label: 'Modelo' },
  { value: '2', label: 'Ator' },
  { value: '2150', label: 'Influencer' },
];

describe('licenseOptions', () => {
  it('words the categories in English and Spanish, keeping the ids', () => {
    expect(licenseOptions(fromApi, 'en')).toEqual([
      { value: '1', label: 'Model' },
      { value: '2', label: 'Actor / Actress' },
      { value: '2150', label: 'Influencer / Content creator' },
    ]);
    expect(licenseOptions(fromApi, 'es').map((o) => o.label)).toEqual([
      'Modelo',
      'Actor / Actriz',
      'Influencer / Creador(a) de contenido',
    ]);
  });

  it('has a distinct, non-empty label for every known id in every language', () => {
    for (const locale of locales) {
      const labels = Object.values(LICENSE_LABELS).map((l) => l[locale].trim());
      expect(labels.every((l) => l !== '')).toBe(true);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it("keeps the API's word for a category the site does not know yet", () => {
    expect(licenseOptions([{ value: '77', label: 'Dublador' }], 'en')).toEqual([
      { value: '77', label: 'Dublador' },
    ]);
  });
});
