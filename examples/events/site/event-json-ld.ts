import type { JsonLdSource } from '@blokwerk/site/extension';

const text = (data: Readonly<Record<string, unknown>>, name: string) => (typeof data[name] === 'string' ? data[name] : undefined);

/** schema.org Event from the page's typeData. */
export function eventJsonLd({ version, url, page }: JsonLdSource): Record<string, unknown> {
  const data = version.typeData;
  return {
    '@type': 'Event',
    name: version.title,
    url,
    inLanguage: page.locale,
    startDate: text(data, 'startDate'),
    endDate: text(data, 'endDate') ?? text(data, 'startDate'),
    location: { '@type': 'Place', name: text(data, 'venue'), address: text(data, 'city') },
  };
}
