import { describe, expect, it } from 'vitest';
import { routing } from '@/lib/i18n/routing';

const { locales } = routing;
import { EYE_COLORS, eyesOptions } from '@/lib/options/eyes';
import { HAIR_COLORS, hairOptions } from '@/lib/options/hair';
import type { LocalizedOption } from '@/lib/options/types';

function expectWellFormed(list: readonly LocalizedOption[], count: number) {
  expect(list).toHaveLength(count);
  const values = list.map((c) => c.value);
  expect(new Set(values).size).toBe(count);
  expect(values.every((v) => v.trim() !== '')).toBe(true);
  for (const locale of locales) {
    const labels = list.map((c) => c.labels[locale].trim());
    expect(labels.every((l) => l !== '')).toBe(true);
    // Two entries with one label would be indistinguishable in the select.
    expect(new Set(labels).size).toBe(count);
  }
}

describe('hair colours', () => {
  it('has 25 distinct entries labelled in pt, en and es', () => {
    expectWellFormed(HAIR_COLORS, 25);
  });

  it('maps the agency Portuguese labels to English values', () => {
    const byPt = Object.fromEntries(HAIR_COLORS.map((c) => [c.labels.pt, c.value]));
    expect(byPt).toMatchObject({
      Loiro: 'Blonde',
      Preto: 'Black',
      'Ruivo Natural': 'Auburn',
      'Castanho Claro': 'Light Brown',
      'Castanho Escuro': 'Dark Brown',
      Grisalho: 'Gray',
      Branco: 'White',
      Careca: 'Bald',
      'Loiro Escuro': 'Dark Blonde',
      'Loiro Claro': 'Light Blonde',
      Platinado: 'Platinum',
      Ruivo: 'Red',
      Acaju: 'Mahogany',
      Colorido: 'Colored',
      Mel: 'Honey',
    });
  });

  it('gives options in the requested language with English values', () => {
    expect(hairOptions('pt')[0]).toEqual({ value: 'Blonde', label: 'Loiro' });
    expect(hairOptions('es')[0]).toEqual({ value: 'Blonde', label: 'Rubio' });
    expect(hairOptions('en').map((o) => o.value)).toEqual(hairOptions('pt').map((o) => o.value));
  });
});

describe('eye colours', () => {
  it('has 17 distinct entries labelled in pt, en and es', () => {
    expectWellFormed(EYE_COLORS, 17);
  });

  it('maps the agency Portuguese labels to English values', () => {
    const byPt = Object.fromEntries(EYE_COLORS.map((c) => [c.labels.pt, c.value]));
    expect(byPt).toMatchObject({
      Azul: 'Blue',
      Verde: 'Green',
      Âmbar: 'Amber',
      Castanho: 'Brown',
      'Castanho Claro': 'Light Brown',
      'Castanho Escuro': 'Dark Brown',
      Preto: 'Black',
      Cinza: 'Gray',
      Mel: 'Hazel',
      'Azul Esverdeado': 'Blue-Green',
    });
  });

  it('gives options in the requested language', () => {
    expect(eyesOptions('en').find((o) => o.value === 'Amber')?.label).toBe('Amber');
    expect(eyesOptions('pt').find((o) => o.value === 'Amber')?.label).toBe('Âmbar');
    expect(eyesOptions('es').find((o) => o.value === 'Amber')?.label).toBe('Ámbar');
  });
});
