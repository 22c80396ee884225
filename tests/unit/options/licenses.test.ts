import { describe, expect, it } from 'vitest';
import { routing } from '@/lib/i18n/routing';
import { licenseOptions } from '@/lib/options/licenses';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

// What the main API answers, in Portuguese whatever the language asked.
const fromApi = [
  { value: '1', label: 'Modelo' },
  { value: '2', label: 'Ator' },
  { value: '2150', label: 'Influencer' },
];

describe('licenseOptions', () => {
  it('words the categories in the page language, keeping the ids', () => {
    expect(licenseOptions(fromApi, en.Options.licenses)).toEqual([
      { value: '1', label: 'Model' },
      { value: '2', label: 'Actor / Actress' },
      { value: '2150', label: 'Influencer / Content creator' },
    ]);
    expect(licenseOptions(fromApi, es.Options.licenses).map((o) => o.label)).toEqual([
      'Modelo',
      'Actor / Actriz',
      'Influencer / Creador(a) de contenido',
    ]);
  });

  it('has a distinct, non-empty label for every known id in every language', () => {
    const messages = { pt, en, es };
    for (const locale of routing.locales) {
      const labels = Object.values(messages[locale].Options.licenses).map((l) => l.trim());
      expect(labels.every((l) => l !== '')).toBe(true);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it("keeps the API's word for a category the site does not know yet", () => {
    expect(licenseOptions([{ value: '77', label: 'Dublador' }], en.Options.licenses)).toEqual([
      { value: '77', label: 'Dublador' },
    ]);
  });
});
