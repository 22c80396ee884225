// Age rules of the recruitment form, shared by the browser, the site's server
// and the agency API, so all three agree on who may apply and who needs a
// guardian. Pure: "today" is a parameter.

/**
 * Below this age nobody is accepted unless configured otherwise (the site's
 * RECRUITMENT_MIN_AGE, the agency API's AGENCY_API_MIN_AGE).
 */
export const DEFAULT_MIN_AGE = 14;

/** Legal age in Brazil, Portugal and Spain: under it a guardian must take part. */
export const ADULT_AGE = 18;

/** Which way the form goes for a birth date. */
export type AgePath = 'tooYoung' | 'minor' | 'adult';

/** Birth dates are yyyy-MM-dd from a date input. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Completed years on `today` (UTC calendar), or null for a malformed date or
 * one after today. Someone born on 29 February turns a year older on 1 March
 * in common years, as most civil registries count it.
 */
export function ageOn(birthdate: string, today: Date): number | null {
  const match = ISO_DATE.exec(birthdate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return null;
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const hadBirthday = tm > month || (tm === month && td >= day);
  const age = ty - year - (hadBirthday ? 0 : 1);
  return age >= 0 && born.getTime() <= today.getTime() ? age : null;
}

/** The path a birth date leads to, or null when it is no real past date. */
export function agePath(birthdate: string, minAge: number, today: Date): AgePath | null {
  const age = ageOn(birthdate, today);
  if (age === null) return null;
  if (age < minAge) return 'tooYoung';
  return age < ADULT_AGE ? 'minor' : 'adult';
}
