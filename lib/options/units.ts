// Unit conversions for the bilingual (metric / imperial) labels of the
// measurement selects. International clients read feet and pounds.

const CM_PER_INCH = 2.54;
const LB_PER_KG = 2.20462;

/**
 * Height in feet and inches. We round the total inches first (not the inches
 * left after the feet) so a value never reads "5.12": 178 cm = 70.08 in -> 70 in
 * -> 5 ft 10 in. Rounding to the nearest inch matches how heights are quoted on
 * comp cards; the error is at most half an inch (1.27 cm).
 */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 };
}

/** Weight in whole pounds, rounded to the nearest pound (60 kg -> 132 lb). */
export function kgToLb(kg: number): number {
  return Math.round(kg * LB_PER_KG);
}
