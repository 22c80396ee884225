// A post's date as SPEC.md shows dates: dd/MMM/yyyy from yyyy-MM-dd, the
// month's short name in the page's language (05/nov/2026, 05/Nov/2026).

export type PostDate = {
  iso: string;
  text: string;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The day as the API wrote it, whatever the server's time zone; null when it is no day. */
export function postDay(value: string | null | undefined): string | null {
  const match = DAY.exec(value ?? '');
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // 2026-02-31 is no day: Date would quietly make it March 3rd.
  return date.getUTCDate() === Number(day) && date.getUTCMonth() === Number(month) - 1
    ? `${year}-${month}-${day}`
    : null;
}

/**
 * The abbreviation's own dot (pt "nov.") is dropped: the slashes separate the parts. Three
 * letters, as SPEC.md's MMM: Spanish short months are three letters but September ("sept").
 */
export function formatPostDate(day: string, locale: string): string {
  const [year, month, date] = day.split('-');
  const at = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)));
  const name = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(at);
  return `${date}/${name.replace(/\.$/, '').slice(0, 3)}/${year}`;
}

export function postDate(value: string | null | undefined, locale: string): PostDate | null {
  const iso = postDay(value);
  return iso ? { iso, text: formatPostDate(iso, locale) } : null;
}
