import { beforeAll, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { ADMIN, gql, signedIn, useTestServer, type ApiClient } from '@blokwerk/testing';

// A vacancy page's pay range (its currency per locale, the cards, JobPosting's baseSalary), its
// similar vacancies and its share links, on the built site (BLOKWERK_SITE_DIST or site/dist).

const ORIGIN = 'https://werkenbij.example.test';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FACTS = {
  hoursMin: 36,
  department: 'Service',
  locality: 'Utrecht',
  employmentType: 'FULL_TIME',
  workplace: 'onsite',
  salaryMin: 3100,
  salaryMax: 4000,
  salaryUnit: 'MONTH',
};

const cardTitles = (html: string) => [...html.matchAll(/<li class="vacancy-card[^"]*"[^>]*>\s*<h3[^>]*><a [^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
const similarSection = (html: string) => /<section class="vacancy-similar[\s\S]*?<\/section>/.exec(html)?.[0];
const hrefs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<a class="share-(\w+)[^"]*"[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [
      match[1],
      { href: (match[2] ?? '').replaceAll('&amp;', '&'), text: match[3] },
    ]),
  );

describe('a vacancy page’s pay, similar vacancies and share links', () => {
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_PUBLIC_URL: ORIGIN } });
  let admin: ApiClient;
  const html = async (path: string) => (await fetch(new URL(path, server.t.url))).text();

  const publish = async (slug: string, title: string, typeData: Record<string, unknown>, locale = 'nl') => {
    const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
      input: { title, slug, type: 'vacancy', locale, typeData },
    });
    await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
  };

  beforeAll(async () => {
    admin = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    await publish('monteur', 'Monteur', { ...FACTS, datePosted: day(-1) });
    // Same department, oldest to newest; the newest comes first among them.
    await publish('planner', 'Planner', { ...FACTS, locality: 'Amersfoort', datePosted: day(-9) });
    await publish('werkvoorbereider', 'Werkvoorbereider', { ...FACTS, locality: 'Zwolle', datePosted: day(-2) });
    // Same place only: after the department's, however new.
    await publish('boekhouder', 'Boekhouder', {
      ...FACTS,
      department: 'Financiën',
      datePosted: day(0),
      salaryCurrency: 'GBP',
      salaryMin: 2500,
      salaryMax: 2500,
      salaryUnit: 'YEAR',
    });
    await publish('hr-adviseur', 'HR-adviseur', { ...FACTS, department: 'HR', datePosted: day(0) });
    // Neither, closed, or another locale: never shown.
    await publish('ontwerper', 'Ontwerper', { ...FACTS, department: 'Ontwerp', locality: 'Delft', datePosted: day(0) });
    await publish('gesloten', 'Gesloten monteur', { ...FACTS, datePosted: day(-1), closingDate: day(-1) });
    await publish(
      'engineer',
      'Engineer',
      { ...FACTS, datePosted: day(0), salaryCurrency: 'USD', salaryMin: 50000, salaryMax: 65000, salaryUnit: 'YEAR' },
      'en',
    );
    await publish('eenling', 'Eenling', { ...FACTS, department: 'Juridisch', locality: 'Maastricht', datePosted: day(0) });
  });

  it('shows up to three open vacancies of the same department first, then the same place, newest first', async () => {
    const section = similarSection(await html('/vacatures/monteur'));
    expect(section).toMatch(/<h2 id="vacancy-similar-heading"[^>]*>Vergelijkbare vacatures<\/h2>/);
    expect(cardTitles(section ?? '')).toEqual(['Werkvoorbereider', 'Planner', 'HR-adviseur']);
    // The cards carry the pay range in the page's currency format.
    expect(section).toMatch(/<p class="vacancy-card-salary"[^>]*>€\s3\.100 – €\s4\.000 per maand<\/p>/);
    // Without a similar vacancy the section is absent.
    expect(similarSection(await html('/vacatures/eenling'))).toBeUndefined();
  });

  it('formats the pay in its currency per locale on the page, and JobPosting names the currency', async () => {
    const pounds = await html('/vacatures/boekhouder');
    expect(pounds).toMatch(/<dd[^>]*>£\s2\.500 per jaar<\/dd>/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(pounds)?.[1] ?? '{}') as Record<string, unknown>;
    expect(jsonLd.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', minValue: 2500, maxValue: 2500, unitText: 'YEAR' },
    });
    expect(await html('/en/vacatures/engineer')).toMatch(/<dd[^>]*>\$50,000 – \$65,000 per year<\/dd>/);
  });

  it('offers share links by mail, LinkedIn and WhatsApp that load nothing from elsewhere', async () => {
    const page = await html('/vacatures/monteur');
    const url = `${ORIGIN}/vacatures/monteur`;
    const links = hrefs(page);
    expect(links.mail).toEqual({
      text: 'Deel via e-mail',
      href: `mailto:?subject=${encodeURIComponent('Vacature: Monteur')}&body=${encodeURIComponent(`Bekijk deze vacature: Monteur, ${url}`)}`,
    });
    expect(links.linkedin).toEqual({ text: 'Deel op LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` });
    expect(links.whatsapp).toEqual({ text: 'Deel via WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`Monteur: ${url}`)}` });
    expect(page).toMatch(/<h2 id="vacancy-share-heading"[^>]*>Deel deze vacature<\/h2>/);
    // Nothing of LinkedIn's or WhatsApp's is loaded: no script, image, frame or style from them.
    expect(page).not.toMatch(/<(?:script|img|iframe|link)[^>]+(?:src|href)="https?:\/\/(?:[\w.-]*linkedin|wa\.me|[\w.-]*whatsapp)/);
    expect(hrefs(await html('/en/vacatures/engineer')).linkedin?.text).toBe('Share on LinkedIn');
  });
});
