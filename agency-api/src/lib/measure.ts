// Measurements are stored as the site shows them: metric value, a separator, then imperial.
// The site cuts these strings at '/', 'x' or ' ', so the separators are part of the contract.

/** 178 -> "178/5.10" (centimetres / feet.inches). */
export function heightText(cm: number): string {
  const inches = Math.round(cm / 2.54);
  return `${cm}/${Math.floor(inches / 12)}.${inches % 12}`;
}

/** "178/5.10" -> 178: the centimetres of a stored height; null when the text has none. */
export function heightCm(text: string | null | undefined): number | null {
  const match = /^\s*(\d{1,3})(?!\d)/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/** 62 -> "62/24", 98 -> "98/38.5": inches rounded down to the half inch. */
export function girthText(cm: number): string {
  const inches = Math.floor((cm / 2.54) * 2) / 2;
  return `${cm}/${inches}`;
}

/** 38, 32 -> "38x32" (EU waist size x leg length in inches). */
export function jeansText(size: number, length: number): string {
  return `${size}x${length}`;
}

/** 39 -> "39 BR" (Brazilian shoe size). */
export function shoesText(size: number): string {
  return `${size} BR`;
}

/** Lowercase ASCII slug: "Casting em São Paulo!" -> "casting-em-sao-paulo". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The form of a name that name search compares: lowercase, accents removed, spaces collapsed.
 * "  Júlia  ARAÚJO" -> "julia araujo". Stored in talents.name_search and applied to the query alike.
 */
export function searchText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}
