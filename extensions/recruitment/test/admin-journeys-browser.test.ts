import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { amsterdamToday } from '../server/vacancy.js';
import { activatedUser, addBlock, ADMIN, ApiClient, gql, logIn, useBrowser, useTestServer, watchErrors } from '@blokwerk/testing';
import { apply } from './support/applying.js';

// The admin's journeys a recruiter walks (the built admin and site: npm run build): a vacancy made
// on the new-page screen, the navigation's page types and application count, and a laptop's 1280 px.

const EVENTUALLY = { timeout: 10_000 };
const LAPTOP = { width: 1280, height: 800 };

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

const VACANCY_FACTS = { hoursMin: 32, department: 'Techniek', locality: 'Zwolle', employmentType: 'FULL_TIME', workplace: 'onsite', datePosted: '2026-11-02' };

describe('the admin journeys of a recruiter, in chromium', { timeout: 90_000 }, () => {
  const server = useTestServer({ extensions: [recruitment] });
  const browser = useBrowser(server, { signedIn: true });

  it('names the required field in the API’s own messages, and says "This field" when none is named', async () => {
    const answer = await browser.admin.graphql(
      'mutation { createPage(input: { title: "Monteur", slug: "monteur", type: "vacancy", locale: "nl" }) { pageID } }',
    );
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      errors: expect.arrayContaining([{ code: 'V_01', property: 'typeData.hoursMin', message: 'The hoursMin field is required.' }]) as unknown,
    });
    // No message says "The this field", nor spells out a property path.
    expect(JSON.stringify(answer.body.errors)).not.toMatch(/"message":"[^"]*(?:The this field|typeData\.)/);
  });

  it('creates a vacancy from scratch on the new-page screen: its own fields, a block, published and listed on /vacatures', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/new-page');
    await page.getByLabel('Page type').selectOption({ label: 'Vacancy' });
    await page.getByLabel('Title').fill('Embedded engineer');
    // The vacancy's own fields, from its declaration; left empty they are named, never "The this field".
    await page.getByRole('button', { name: 'Create page' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('The Hours per week (from) field is required.').waitFor(EVENTUALLY);
    for (const label of ['Department', 'Place', 'Date posted']) await alert.getByText(`The ${label} field is required.`).waitFor();
    expect(await alert.textContent()).not.toMatch(/The this field/);

    await page.getByLabel('Hours per week (from)').fill(String(VACANCY_FACTS.hoursMin));
    // Filling a field answers its own error, not the others'.
    await alert.getByText('The Hours per week (from) field is required.').waitFor({ state: 'detached' });
    await alert.getByText('The Department field is required.').waitFor();
    await page.getByLabel('Department').fill(VACANCY_FACTS.department);
    await page.getByLabel(/^Place/).fill(VACANCY_FACTS.locality);
    await page.getByLabel('Employment type').selectOption({ label: 'Full-time' });
    await page.getByLabel('Workplace').selectOption({ label: 'On site' });
    await page.getByLabel('Date posted').fill(amsterdamToday());
    await page.getByRole('button', { name: 'Create page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit page: Embedded engineer' }).waitFor(EVENTUALLY);

    await addBlock(page, 'Heading');
    await page.getByRole('region', { name: 'Blocks' }).getByLabel(/^Text/).fill('Wat ga je doen?');
    const toolbar = page.getByRole('toolbar', { name: 'Page actions' });
    await toolbar.getByRole('button', { name: 'Save' }).click();
    await toolbar.getByText('Saved', { exact: true }).waitFor(EVENTUALLY);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('The page is published.').waitFor(EVENTUALLY);
    expect(errors).toEqual([]);

    const site = await browser.freshPage({ locale: 'nl-NL' });
    await site.goto(`${server.t.url}/vacatures`);
    expect(await site.locator('.vacancy-card h2').allTextContents()).toContain('Embedded engineer');
    await site.getByRole('link', { name: 'Embedded engineer' }).first().click();
    await site.getByText('Wat ga je doen?').waitFor();
    await site.context().close();
    await page.context().close();
  });

  it('in Dutch: names a vacancy’s empty fields by their labels, shows “Pagina’s” and the page types submenu leading to each overview', async () => {
    const page = await browser.freshPage({ locale: 'nl-NL', viewport: { width: 1400, height: 1000 } });
    const errors = watchErrors(page);
    await page.goto(`${server.t.url}/cmsadmin/new-page`);
    await logIn(page, ADMIN.email, ADMIN.password, { email: 'E-mailadres', password: 'Wachtwoord', submit: 'Inloggen' });
    await page.getByLabel('Paginatype').selectOption({ label: 'Vacature' });
    await page.getByLabel('Titel').fill('Monteur');
    await page.getByRole('button', { name: 'Pagina aanmaken' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('Het veld Uren per week (vanaf) is verplicht.').waitFor(EVENTUALLY);
    await alert.getByText('Het veld Plaats is verplicht.').waitFor();
    expect(await alert.textContent()).not.toMatch(/veld dit/);

    const nav = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    expect(await nav.getByRole('link', { name: 'Pagina’s', exact: true }).getAttribute('href')).toBe('/cmsadmin');
    await nav.getByRole('button', { name: 'Paginatypen' }).click();
    const vacancies = nav.getByRole('link', { name: 'Vacature', exact: true });
    expect(await vacancies.getAttribute('href')).toBe('/cmsadmin/page-overview/vacancy');
    await nav.getByRole('link', { name: 'Pagina', exact: true }).waitFor();
    // The blank type is no type an editor chooses.
    expect(await nav.getByRole('link', { name: 'Leeg' }).count()).toBe(0);
    await vacancies.click();
    await page.getByRole('heading', { level: 1, name: 'Pagina’s van het type Vacature' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('at 1280 px, opens the preview beside the editor and fits the page lists’ last column', async () => {
    const created = await gql<{ createPage: { pageID: number } }>(
      browser.admin,
      'mutation($typeData: JSON) { createPage(input: { title: "Servicemonteur met een lange titel voor de kolom", slug: ' +
        '"servicemonteur-regio-zwolle-en-omstreken", type: "vacancy", locale: "nl", typeData: $typeData }) { pageID } }',
      { typeData: VACANCY_FACTS },
    );
    const { page, errors } = await browser.signedInPage(`/cmsadmin/page/${created.createPage.pageID}`, { viewport: LAPTOP });
    await page.getByRole('toolbar', { name: 'Page actions' }).getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.waitFor();
    const form = await page.getByRole('tablist', { name: 'Page editor sections' }).boundingBox();
    const box = await preview.boundingBox();
    // Beside the editor's form, within the first screen.
    expect(box && form && box.x).toBeGreaterThanOrEqual((form?.x ?? 0) + (form?.width ?? 0));
    expect(box && box.x + box.width).toBeLessThanOrEqual(LAPTOP.width);
    expect(box?.y).toBeLessThan(LAPTOP.height / 2);

    for (const path of ['/cmsadmin/', '/cmsadmin/page-overview/vacancy']) {
      await page.goto(`${server.t.url}${path}`);
      const table = page.getByRole('table');
      await table.getByRole('link', { name: 'Servicemonteur met een lange titel voor de kolom' }).first().waitFor(EVENTUALLY);
      const fits = await table.evaluate((element) => {
        const container = element.parentElement;
        const actions = element.querySelector('thead th:last-child')?.getBoundingClientRect();
        return {
          overflow: container ? container.scrollWidth - container.clientWidth : -1,
          actionsRight: actions?.right ?? Infinity,
          pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      expect(fits, path).toEqual({ overflow: 0, actionsRight: expect.any(Number) as number, pageOverflow: 0 });
      expect(fits.actionsRight, path).toBeLessThanOrEqual(LAPTOP.width);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('counts new applications beside Applications in the navigation, again after navigating', async () => {
    const visitor = await new ApiClient(server.t.url).prime();
    await apply(visitor, { name: 'Sanne de Vries', email: 'sanne@example.test' });
    // Counted only for those the entry is shown to (manage-applications), in their language.
    const COUNTS = '{ adminMenuCounts(locale: "nl") { id count label } }';
    expect(await gql(browser.admin, COUNTS)).toEqual({ adminMenuCounts: [{ id: 'applications', count: 1, label: '1 nieuw' }] });
    const editor = await activatedUser(server.t, browser.admin, 'editor@example.test', 'Editor');
    expect(await gql(editor.client, COUNTS)).toEqual({ adminMenuCounts: [] });

    const { page, errors } = await browser.signedInPage('/cmsadmin/');
    const nav = navigation(page);
    await nav.getByRole('link', { name: 'Applications, 1 new' }).waitFor(EVENTUALLY);

    await apply(visitor, { name: 'Daan Jansen', email: 'daan@example.test' });
    await nav.getByRole('link', { name: 'Media library' }).click();
    const applications = nav.getByRole('link', { name: 'Applications, 2 new' });
    await applications.waitFor(EVENTUALLY);
    // Seen: the label and the count, both hidden from screen readers, which read the name above.
    expect(await applications.locator('[aria-hidden="true"]').allTextContents()).toEqual(['Applications', '2']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
