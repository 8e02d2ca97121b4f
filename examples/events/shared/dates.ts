/** Event dates are calendar days (YYYY-MM-DD) in the site's time zone; site and server judge them alike. */
export const TIME_ZONE = 'Europe/Amsterdam';

/** Today's date in the site's time zone. */
export function today(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/** An event is over once its last day (the end date, else the start date) has passed. */
export function isOver(typeData: Readonly<Record<string, unknown>>, now = new Date()): boolean {
  const last = typeof typeData.endDate === 'string' && typeData.endDate ? typeData.endDate : typeData.startDate;
  return typeof last === 'string' && last < today(now);
}
