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
import { formatNumber } from './height';
import type { ShoeSystem } from './shoe-systems';

type ChartRow = { eu: number; us: number; uk: number };

const BR_TO_EU = 2;

// US and UK sizes step with the EU size at a fixed distance below it (women: US = EU - 31,
// UK = EU - 33; men: US = EU - 33, UK = EU - 34), over the adult range BR 33 to 48 (EU 35 to 50).
function chart(fromEu: number, toEu: number, usBelow: number, ukBelow: number) {
  const rows = new Map<number, ChartRow>();
  for (let eu = fromEu; eu <= toEu; eu += 0.5)
    rows.set(eu - BR_TO_EU, { eu, us: eu - usBelow, uk: eu - ukBelow });
  return rows as ReadonlyMap<number, ChartRow>;
}

const ADULT_EU = { from: 33 + BR_TO_EU, to: 48 + BR_TO_EU };

// The chart's own words (a talent's gender is one of them): units know no talents.
type Chart = 'woman' | 'man';

const CHARTS: Record<Chart, ReadonlyMap<number, ChartRow>> = {
  woman: chart(ADULT_EU.from, ADULT_EU.to, 31, 33),
  man: chart(ADULT_EU.from, ADULT_EU.to, 33, 34),
};

// null when the chart has no such row, or for US and UK when the gender is unknown (their scales
// differ by gender).
export function convertShoeSize(
  br: number,
  system: ShoeSystem,
  gender: Chart | null,
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

/** "BR 38" when the chosen system has no row for it. */
export function formatShoeSize(
  br: number,
  system: ShoeSystem,
  gender: Chart | null,
  locale: string,
): string {
  const converted = convertShoeSize(br, system, gender);
  const [shown, size] = converted === null ? (['BR', br] as const) : ([system, converted] as const);
  return `${shown}\u00a0${formatNumber(size, locale)}`;
}
