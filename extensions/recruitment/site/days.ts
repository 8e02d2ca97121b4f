/** Calendar days as vacancies count them (the day posted, the day 'new' ends), in Amsterdam. */
import { amsterdamToday } from '../server/vacancy.js';

/** Whole days from one YYYY-MM-DD to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "vandaag", "gisteren", "3 dagen geleden" in the page's language (Intl.RelativeTimeFormat). */
export function relativeDay(day: string, locale: string, now = new Date()): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const days = daysBetween(amsterdamToday(now), day);
  if (Math.abs(days) < 31) return format.format(days, 'day');
  if (Math.abs(days) < 365) return format.format(Math.round(days / 30.4), 'month');
  return format.format(Math.round(days / 365), 'year');
}

/** Whether a 'new' badge whose last day is `newUntil` still shows. */
export function stillNew(newUntil: string, now = new Date()): boolean {
  return amsterdamToday(now) <= newUntil;
}
