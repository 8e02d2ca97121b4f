/**
 * A language's name in that language ("Nederlands", "Deutsch"), so someone who cannot read
 * the current interface language still finds their own.
 */
export function languageAutonym(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}
