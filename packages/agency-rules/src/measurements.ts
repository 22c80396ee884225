// How a measurement is written as text: the metric value, a separator, then
// the imperial one ("178/5.10", "62/24", "38x32", "39 BR"). The agency API
// stores talents so, the recruitment form offers heights so, and the site
// cuts these texts at '/', 'x' or ' ' to show the metric part: the
// separators are part of the contract between the two.

export const CM_PER_INCH = 2.54;

/**
 * Height in feet and inches. The total inches are rounded first (not the
 * inches left after the feet) so a value never reads 5′12″: 178 cm = 70.08 in
 * -> 70 in -> 5 ft 10 in. The nearest inch is how comp cards quote heights;
 * the error is at most 1.27 cm.
 */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 };
}

/** 178 -> "178/5.10" (centimetres / feet.inches). */
export function heightText(cm: number): string {
  const { feet, inches } = cmToFeetInches(cm);
  return `${cm}/${feet}.${inches}`;
}

/**
 * A girth in inches to the nearest half inch, as conversion charts print it
 * (62 cm -> 24.5, 90 cm -> 35.5): the one rounding of the stored texts and of
 * what the site shows.
 */
export function cmToHalfInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 2) / 2;
}

/** 62 -> "62/24.5", 98 -> "98/38.5". */
export function girthText(cm: number): string {
  return `${cm}/${cmToHalfInches(cm)}`;
}

/** 38, 32 -> "38x32" (EU waist size x leg length in inches). */
export function jeansText(size: number, length: number): string {
  return `${size}x${length}`;
}

/** 39 -> "39 BR" (Brazilian shoe size). */
export function shoesText(size: number): string {
  return `${size} BR`;
}
