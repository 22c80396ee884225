// Shoe sizes in the four systems a client may read. The agency API gives the
// Brazilian size ("38 BR"); the others come from one published chart, as a
// table, so a size outside it is never guessed (the page shows BR instead).
//
// Sources:
// - Brazil to Europe: "The EU system but 2 sizes smaller" (find-sizes.com,
//   Women's shoe sizes, https://find-sizes.com/women/shoes/); it agrees with
//   SizesGrid's equivalences (BR 35 = EU 37 = US 6 = UK 4, BR 36 = EU 38 =
//   US 7 = UK 5; https://www.sizesgrid.com/en-US/blog/como-converter-numeracao-calcados-paises).
// - Europe to US and UK: "Shoe Size Chart For US, UK, EU Conversion", women's
//   and men's tables (WhatBehind,
//   https://whatbehind.com/shoe-size-chart-for-us-uk-eu-conversion/).
// US and UK sizes differ for women and men, so the talent's gender picks the table.
import type { Gender } from '../talents/gender';
import { formatNumber } from './height';

import type { ShoeSystem } from './shoe-systems';

export { SHOE_SYSTEMS, type ShoeSystem } from './shoe-systems';

type ChartRow = { eu: number; us: number; uk: number };

// [EU, US, UK], row by row as the chart prints them.
const WOMEN: ReadonlyArray<readonly [number, number, number]> = [
  [35, 4, 2],
  [35.5, 4.5, 2.5],
  [36, 5, 3],
  [36.5, 5.5, 3.5],
  [37, 6, 4],
  [37.5, 6.5, 4.5],
  [38, 7, 5],
  [38.5, 7.5, 5.5],
  [39, 8, 6],
  [39.5, 8.5, 6.5],
  [40, 9, 7],
  [40.5, 9.5, 7.5],
  [41, 10, 8],
];

const MEN: ReadonlyArray<readonly [number, number, number]> = [
  [40, 7, 6],
  [40.5, 7.5, 6.5],
  [41, 8, 7],
  [41.5, 8.5, 7.5],
  [42, 9, 8],
  [42.5, 9.5, 8.5],
  [43, 10, 9],
  [43.5, 10.5, 9.5],
  [44, 11, 10],
  [44.5, 11.5, 10.5],
  [45, 12, 11],
  [45.5, 12.5, 11.5],
  [46, 13, 12],
  [46.5, 13.5, 12.5],
];

/** Brazilian sizes are European sizes less two. */
const BR_TO_EU = 2;

function chart(rows: typeof WOMEN): ReadonlyMap<number, ChartRow> {
  return new Map(rows.map(([eu, us, uk]) => [eu - BR_TO_EU, { eu, us, uk }]));
}

const CHARTS: Record<Gender, ReadonlyMap<number, ChartRow>> = {
  woman: chart(WOMEN),
  man: chart(MEN),
};

/**
 * A Brazilian size in another system, for a woman's or a man's shoe; null when
 * the chart has no such row (or, for US and UK, when the gender is not known,
 * since those scales differ by gender). EU sizes are the same for both.
 */
export function convertShoeSize(
  br: number,
  system: ShoeSystem,
  gender: Gender | null,
): number | null {
  if (system === 'BR') return br;
  const row = gender
    ? CHARTS[gender].get(br)
    : system === 'EU'
      ? (CHARTS.woman.get(br) ?? CHARTS.man.get(br))
      : undefined;
  if (!row) return null;
  return system === 'EU' ? row.eu : system === 'US' ? row.us : row.uk;
}

/** "38", "38.5", "38,5" -> the size; null for anything else. */
export function parseShoeSize(text: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2}(?:[.,]5)?)\s*(?:BR)?\s*$/i.exec(text ?? '');
  return match?.[1] ? Number(match[1].replace(',', '.')) : null;
}

/**
 * The size as a client reads it, with its system's name: "EU 40", "US 8.5";
 * "BR 38" when the chosen system has no row for it.
 */
export function formatShoeSize(
  br: number,
  system: ShoeSystem,
  gender: Gender | null,
  locale: string,
): string {
  const converted = convertShoeSize(br, system, gender);
  const [shown, size] = converted === null ? (['BR', br] as const) : ([system, converted] as const);
  return `${shown}\u00a0${formatNumber(size, locale)}`;
}
