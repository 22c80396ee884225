// Birth dates arrive as yyyy-MM-dd (SPEC.md section 3) from a date input.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Older dates are typing mistakes, not talents. */
export const MIN_BIRTH_YEAR = 1900;

/** True when the text is yyyy-MM-dd and names a day that exists (no 2023-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls overflowing days into the next month; a round trip catches that.
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** yyyy-MM-dd of `now` in UTC; ISO dates compare correctly as strings. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A plausible birth date: a real day, strictly before today (UTC) and not before
 * MIN_BIRTH_YEAR. `now` is a parameter so tests need no fake clock.
 */
export function isPastBirthdate(value: string, now: Date = new Date()): boolean {
  return isIsoDate(value) && value < todayIso(now) && Number(value.slice(0, 4)) >= MIN_BIRTH_YEAR;
}
