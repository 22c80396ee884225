// Shoe sizes in the four systems a client may read. The agency API gives the
// Brazilian size ("38 BR"); the others follow from the definitions of the
// systems, through the length of the shoe's last, as Wikipedia's "Shoe size"
// article gives them (https://en.wikipedia.org/wiki/Shoe_size):
// - Continental Europe: 3/2 x last length in cm (Paris points of 2/3 cm);
//   Brazil: the European size minus 2 (find-sizes.com, mysizeconverter.com);
// - United Kingdom, men and women alike: 3 x last length in inches - 25
//   (barleycorns of 1/3 inch);
// - United States: men 3 x last length in inches - 24 (UK + 1), women
//   3 x last length - 22.5 (men's + 1.5, the "common" scale).
// Each is rounded to the nearest half size, over the adult range BR 33 to 48
// (EU 35 to 50): a size outside it is never guessed (the page shows BR instead).
import { formatNumber } from './height';
import type { ShoeSystem } from './shoe-systems';

// The chart's own words (a talent's gender is one of them): units know no talents.
type Chart = 'woman' | 'man';
type ChartRow = { eu: number; uk: number; us: Record<Chart, number> };

const BR_TO_EU = 2;
const ADULT_BR = { from: 33, to: 48 };
const PARIS_POINTS_PER_CM = 3 / 2;
const CM_PER_INCH = 2.54;
const BARLEYCORNS_PER_INCH = 3;
/** Barleycorns between the last's length and size 0 of each scale. */
const SIZE_ZERO = { uk: 25, man: 24, woman: 22.5 };

const toHalfSize = (size: number) => Math.round(size * 2) / 2;

function row(eu: number): ChartRow {
  const barleycorns = (eu / PARIS_POINTS_PER_CM / CM_PER_INCH) * BARLEYCORNS_PER_INCH;
  return {
    eu,
    uk: toHalfSize(barleycorns - SIZE_ZERO.uk),
    us: {
      man: toHalfSize(barleycorns - SIZE_ZERO.man),
      woman: toHalfSize(barleycorns - SIZE_ZERO.woman),
    },
  };
}

const CHART: ReadonlyMap<number, ChartRow> = new Map(
  Array.from({ length: (ADULT_BR.to - ADULT_BR.from) * 2 + 1 }, (_, step) => {
    const br = ADULT_BR.from + step / 2;
    return [br, row(br + BR_TO_EU)] as const;
  }),
);

// null when the chart has no such row, or for US when the gender is unknown (its scales differ by
// gender; UK and EU sizes are the same for women and men).
export function convertShoeSize(
  br: number,
  system: ShoeSystem,
  gender: Chart | null,
): number | null {
  if (system === 'BR') return br;
  const found = CHART.get(br);
  if (!found) return null;
  if (system === 'EU') return found.eu;
  if (system === 'UK') return found.uk;
  return gender ? found.us[gender] : null;
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
