// Reading stored texts back and name search. How measurements are
// written is shared with the site: @agency/rules/measurements.

/** "178/5.10" -> 178: the centimetres of a stored height; null when the text has none. */
export function heightCm(text: string | null | undefined): number | null {
  const match = /^\s*(\d{1,3})(?!\d)/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The form of a name that name search compares: lowercase, accents removed, spaces collapsed.
 * "  Júlia  ARAÚJO" -> "julia araujo". Stored in talents.name_search and applied to the query alike.
 */
export function searchText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}
