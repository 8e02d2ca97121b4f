/** A day's time in Amsterdam as ISO 8601 with that day's offset (+01:00 in winter, +02:00 in summer): the calendar vacancy dates are meant in. */
export function amsterdamDateTime(date: string, time: string): string {
  const offset =
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', '') || '+00:00';
  return `${date}T${time}${offset}`;
}
