// Weights: the agency API stores kilograms; the recruitment form's selects
// also show pounds for international applicants.

const LB_PER_KG = 2.20462;

/** Weight in whole pounds, rounded to the nearest pound (60 kg -> 132 lb). */
export function kgToLb(kg: number): number {
  return Math.round(kg * LB_PER_KG);
}
