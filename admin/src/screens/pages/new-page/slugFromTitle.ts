/**
 * A slug suggested by a title: lower case, accents dropped, every run of other characters one
 * hyphen ("Über ons & team" → "uber-ons-team"), at most `maxLength` characters.
 */
export function slugFromTitle(title: string, maxLength: number): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
