/** yyyy-MM-dd of someone `years` old today (UTC), `days` past the birthday. */
export function bornYearsAgo(years: number, days = 30): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
