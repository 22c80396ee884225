import { describe, expect, it } from 'vitest';
import { routing } from '@/lib/i18n/routing';
import { EYE_COLORS, HAIR_COLORS } from '@agency/rules/appearance';
import { labelledOptions } from '@/lib/options/localized';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

const messages = { pt, en, es };

function expectLabelled(list: readonly string[], kind: 'hair' | 'eyes', count: number) {
  expect(list).toHaveLength(count);
  expect(new Set(list).size).toBe(count);
  for (const locale of routing.locales) {
    const labels: Record<string, string> = messages[locale].Options[kind];
    // Every stored value has a label, and no label is left over.
    expect(Object.keys(labels).sort()).toEqual([...list].sort());
    const words = list.map((value) => labels[value]!.trim());
    expect(words.every((word) => word !== '')).toBe(true);
    // Two entries with one label would be indistinguishable in the select.
    expect(new Set(words).size).toBe(count);
  }
}

describe('hair colours', () => {
  it('has 25 distinct values labelled in pt, en and es', () => {
    expectLabelled(HAIR_COLORS, 'hair', 25);
  });

  it("labels the English values with the agency's Portuguese words", () => {
    expect(pt.Options.hair).toMatchObject({
      Blonde: 'Loiro',
      Black: 'Preto',
      Auburn: 'Ruivo Natural',
      'Light Brown': 'Castanho Claro',
      Gray: 'Grisalho',
      Bald: 'Careca',
      Platinum: 'Platinado',
      Mahogany: 'Acaju',
      Honey: 'Mel',
    });
  });

  it('gives options in the requested language with English values', () => {
    const options = labelledOptions(HAIR_COLORS, (value) => es.Options.hair[value]);
    expect(options[0]).toEqual({ value: 'Blonde', label: 'Rubio' });
  });
});

describe('eye colours', () => {
  it('has 17 distinct values labelled in pt, en and es', () => {
    expectLabelled(EYE_COLORS, 'eyes', 17);
  });

  it("labels the English values with the agency's Portuguese words", () => {
    expect(pt.Options.eyes).toMatchObject({
      Blue: 'Azul',
      Amber: 'Âmbar',
      'Dark Brown': 'Castanho Escuro',
      Hazel: 'Mel',
      'Blue-Green': 'Azul Esverdeado',
    });
    expect(es.Options.eyes.Amber).toBe('Ámbar');
  });
});
