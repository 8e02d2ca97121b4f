import { describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { useTestServer } from '@blokwerk/testing';
import { DEMO_VACANCIES } from '../server/demo/vacancies.js';

// The site chrome's catalogues (site/src/i18n) and the extension's (site/messages), on the built
// site with the demo content: Dutch pages in Dutch, English ones in English, and what nl has no
// form for in en's words.

const html = async (url: string) => {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
};

describe('the site’s texts per locale', () => {
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_SEED: 'demo' } });

  it('speaks Dutch on Dutch pages: the chrome, the vacancy header and the relative dates', async () => {
    const vacancy = DEMO_VACANCIES.find((v) => v.postedDaysAgo >= 3 && (v.closesInDays === undefined || v.closesInDays >= 0));
    const page = await html(`${server.t.url}/vacatures/${vacancy?.slug}`);
    expect(page).toContain('<html lang="nl"');
    expect(page).toContain('>Naar de inhoud</a>');
    expect(page).toContain('aria-label="Hoofdmenu"');
    expect(page).toContain('placeholder="Zoeken…"');
    expect(page).toContain('solliciteer nu!');
    expect(page).toMatch(/Geplaatst <time datetime="\d{4}-\d\d-\d\d" data-relative-day[^>]*>\d+ dagen geleden<\/time>/);
    // nl has no form of its own for the copyright line: en's words.
    expect(page).toContain(`© ${new Date().getFullYear()} Blokwerk`);
    // The home page has an English sibling: the locale switch, named in Dutch.
    expect(await html(`${server.t.url}/`)).toContain('aria-label="Taal"');
  });

  it('speaks English on English pages, and the not-found page in the locale of its path', async () => {
    const home = await html(`${server.t.url}/en`);
    expect(home).toContain('<html lang="en"');
    expect(home).toContain('>Skip to main content</a>');
    expect(home).toContain('aria-label="Main menu"');
    expect(home).toContain('view all vacancies');

    const missingNl = await fetch(`${server.t.url}/bestaat-niet`);
    expect(missingNl.status).toBe(404);
    expect(await missingNl.text()).toContain('Pagina niet gevonden');
    const missingEn = await fetch(`${server.t.url}/en/does-not-exist`);
    expect(missingEn.status).toBe(404);
    expect(await missingEn.text()).toContain('Page not found');
  });

  it('counts vacancies in the overview’s locale with its plural rules', async () => {
    const overview = await html(`${server.t.url}/vacatures?q=zonnepanelen`);
    expect(overview).toContain('1 openstaande vacature voor ‘zonnepanelen’');
    expect(overview).toContain('placeholder="functie..."');
    const none = await html(`${server.t.url}/vacatures?q=astronaut`);
    expect(none).toContain('Geen resultaten gevonden voor ‘astronaut’');
  });
});
