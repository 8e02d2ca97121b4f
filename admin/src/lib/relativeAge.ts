import { useIntl } from 'react-intl';

// Largest unit first: an age is told in the largest unit it reaches ("3 hours ago").
const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 86_400 },
  { unit: 'month', seconds: 30 * 86_400 },
  { unit: 'week', seconds: 7 * 86_400 },
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
];

/** An age in seconds as the value and unit to say it in, rounded down ("1 hour" for 119 minutes). */
export function ageUnit(ageSeconds: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const age = Math.max(0, Math.floor(ageSeconds));
  const match = UNITS.find(({ seconds }) => age >= seconds);
  return match ? { value: Math.floor(age / match.seconds), unit: match.unit } : { value: age, unit: 'second' };
}

/** "5 minutes ago" (or "now") in the interface language. */
export function useRelativeAge(ageSeconds: number): string {
  const intl = useIntl();
  const { value, unit } = ageUnit(ageSeconds);
  return intl.formatRelativeTime(-value, unit, { numeric: 'auto' });
}
