import { z } from '@/lib/zod';

// Birth dates arrive as yyyy-MM-dd from a date input.

/** Older dates are typing mistakes, not talents. */
const MIN_BIRTH_YEAR = 1900;

/** yyyy-MM-dd naming a day that exists (no 2023-02-30), as zod's ISO date checks it. */
const isoDate = z.iso.date();

function isIsoDate(value: string): boolean {
  return isoDate.safeParse(value).success;
}

/** yyyy-MM-dd of `now` in UTC; ISO dates compare correctly as strings. */
function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A plausible birth date: a real day, strictly before today (UTC) and not before
 * MIN_BIRTH_YEAR. `now` is a parameter so tests need no fake clock.
 */
export function isPastBirthdate(value: string, now: Date = new Date()): boolean {
  return isIsoDate(value) && value < todayIso(now) && Number(value.slice(0, 4)) >= MIN_BIRTH_YEAR;
}
