/** A moment as a date and time in the applicant's language, in Amsterdam (where the site's employer is). */
export const dateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(new Date(iso));

/** A file's size in kB (at least 1), in the applicant's language. */
export const kilobytes = (size: number, locale: string) => `${new Intl.NumberFormat(locale).format(Math.max(1, Math.round(size / 1024)))} kB`;
