import { beforeAll, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { gql, useBrowser, useTestServer } from '@blokwerk/testing';

// Drives the built admin (admin/dist, or BLOKWERK_ADMIN_DIST, built with the configured extensions).

const EVENTUALLY = { timeout: 15_000 };

describe('the job boards report in chromium', () => {
  const server = useTestServer({ extensions: [recruitment] });
  const browser = useBrowser(server, { signedIn: true });
  let shortID = 0;

  beforeAll(async () => {
    // LinkedIn requires the job poster's e-mail: without a recruiter address it would list that too.
    await browser.admin.post('/api/blokwerk/recruitment-settings/update', { organisationName: 'Blokwerk', recruiterEmail: 'werving@blokwerk.example' });
    const { createPage } = await gql<{ createPage: { pageID: number } }>(
      browser.admin,
      'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
      {
        input: {
          title: 'Monteur met korte tekst',
          slug: 'monteur-kort',
          type: 'vacancy',
          locale: 'nl',
          typeData: {
            hoursMin: 40,
            department: 'Service',
            postalCode: '3542 AD',
            locality: 'Utrecht',
            employmentType: 'FULL_TIME',
            workplace: 'onsite',
            salaryMin: 3000,
            salaryMax: 3500,
            datePosted: new Date().toISOString().slice(0, 10),
          },
          content: [{ type: 'rich-text', key: 'd', props: { html: '<p>Je onderhoudt warmtepompen.</p>' } }],
        },
      },
    );
    await gql(browser.admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
    shortID = createPage.pageID;
  });

  it('lists a too-short description for LinkedIn in the admin’s language, linking to the vacancy’s editor', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/job-boards');
    await page.getByRole('heading', { level: 1, name: 'Job boards' }).waitFor(EVENTUALLY);
    const table = page.getByRole('table', { name: 'Vacancies posted to job boards, per board: OK or what the vacancy lacks' });
    const row = table.getByRole('row', { name: /Monteur met korte tekst/ });
    // Its cells after the vacancy (the row's header): language, Indeed, LinkedIn, Jooble.
    await expect
      .poll(() => row.getByRole('cell').nth(2).textContent(), EVENTUALLY)
      .toBe('Description too short for LinkedIn (at least 100 characters) — left out of this feed');
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('OK');
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('No closing date');

    await page.evaluate(() => localStorage.setItem('blokwerk.admin.locale', 'nl'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Vacaturesites' }).waitFor(EVENTUALLY);
    await page.getByText('Omschrijving te kort voor LinkedIn (minstens 100 tekens) — niet in deze feed').waitFor(EVENTUALLY);

    await page.getByRole('link', { name: 'Monteur met korte tekst' }).click();
    await page.waitForURL(new RegExp(`/cmsadmin/page/${shortID}$`), EVENTUALLY);
    // Its switch starts on (the field's default), as the server stored it.
    await page.getByRole('tab', { name: 'Pagina-instellingen' }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Plaatsen op vacaturesites' }).isChecked(), EVENTUALLY).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
