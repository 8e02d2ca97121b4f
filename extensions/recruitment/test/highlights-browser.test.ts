import { beforeAll, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { gql, useBrowser, useTestServer, type Envelope } from '@blokwerk/testing';

// Drives the built admin (admin/dist, built with the configured extensions: npm run build).

describe('Vacancy Highlight Settings in chromium', () => {
  const server = useTestServer({ extensions: [recruitment] });
  const browser = useBrowser(server, { signedIn: true });
  const ids: number[] = [];
  const highlighted = async () => (await browser.admin.get<Envelope & { pageIDs: number[] }>('/api/blokwerk/vacancy-highlights/list')).body.pageIDs;

  beforeAll(async () => {
    for (let i = 1; i <= 8; i++) {
      const { createPage } = await gql<{ createPage: { pageID: number } }>(
        browser.admin,
        'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
        {
          input: {
            title: `Vacature ${i}`,
            slug: `vacature-${i}`,
            type: 'vacancy',
            locale: 'nl',
            typeData: { hoursMin: 40, department: 'Service', locality: 'Utrecht', employmentType: 'FULL_TIME', workplace: 'onsite', datePosted: '2026-11-01' },
          },
        },
      );
      await gql(browser.admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
      ids.push(createPage.pageID);
    }
    await browser.admin.post('/api/blokwerk/vacancy-highlights/set', { pageIDs: ids.slice(0, 5) });
  });

  it('adds through Vacature Selectie, stops at six with Highlight Limit Reached, reorders and saves', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/vacancy-highlights');
    await page.getByRole('heading', { level: 1, name: 'Vacancy Highlight Settings' }).waitFor();
    const list = page.getByRole('list', { name: 'Highlighted vacancies' });
    await list.getByText('5. Vacature 5').waitFor();

    await page.getByRole('button', { name: 'Add vacancy' }).click();
    const select = page.getByRole('dialog', { name: 'Vacature Selectie' });
    await select.getByRole('radio', { name: 'Vacature 7' }).check();
    await select.getByRole('button', { name: 'Bevestig' }).click();
    await list.getByText('6. Vacature 7').waitFor();

    await page.getByRole('button', { name: 'Add vacancy' }).click();
    const limit = page.getByRole('dialog', { name: 'Highlight Limit Reached' });
    await limit.getByText('A maximum of 6 vacancies can be highlighted. Remove one from the highlight list to add a new one.').waitFor();
    await limit.getByRole('button', { name: 'OK' }).click();
    await limit.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Move Vacature 7 up' }).click();
    await page.getByRole('button', { name: 'Remove Vacature 1' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The highlighted vacancies are saved.').waitFor();
    expect(await highlighted()).toEqual([ids[1], ids[2], ids[3], ids[6], ids[4]]);
    // The server enforces the six too.
    const seventh = await browser.admin.post<Envelope>('/api/blokwerk/vacancy-highlights/set', { pageIDs: ids.slice(0, 7) });
    expect(seventh.body.Errors[0]?.code).toBe('V_07');
    expect(errors).toEqual([]);
  });

  it('says so in the Error dialog when the list cannot be saved', async () => {
    const { page } = await browser.signedInPage('/cmsadmin/vacancy-highlights', { ignore: [/status of 400/] });
    const list = page.getByRole('list', { name: 'Highlighted vacancies' });
    await list.getByText('1. Vacature 2').waitFor();
    await page.getByRole('button', { name: 'Move Vacature 3 up' }).click();
    // Meanwhile the vacancy is deleted elsewhere: the list now names a page that is gone.
    await gql(browser.admin, 'mutation($id: Int!) { deletePage(id: $id) { __typename } }', { id: ids[2] });
    await page.getByRole('button', { name: 'Save' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await error.getByText('Something went wrong when trying to submit vacancy highlights').waitFor();
    await error.getByRole('button', { name: 'OK' }).click();
    await error.waitFor({ state: 'detached' });
    // Nothing was saved: the stored order stands, less the deleted vacancy.
    expect(await highlighted()).toEqual([ids[1], ids[3], ids[6], ids[4]]);
  });

  it('warns about a highlighted vacancy the site cannot show: closed or unpublished', async () => {
    const { createPage } = await gql<{ createPage: { pageID: number } }>(
      browser.admin,
      'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
      {
        input: {
          title: 'Gesloten vacature',
          slug: 'gesloten-vacature',
          type: 'vacancy',
          locale: 'nl',
          typeData: {
            hoursMin: 40,
            department: 'Service',
            locality: 'Utrecht',
            employmentType: 'FULL_TIME',
            workplace: 'onsite',
            datePosted: '2020-01-01',
            closingDate: '2020-02-01',
          },
        },
      },
    );
    await gql(browser.admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
    await gql(browser.admin, 'mutation($id: Int!) { unpublishPage(id: $id) { page { id } } }', { id: ids[7] });
    await browser.admin.post('/api/blokwerk/vacancy-highlights/set', { pageIDs: [ids[1], createPage.pageID, ids[7]] });
    const { page, errors } = await browser.signedInPage('/cmsadmin/vacancy-highlights');
    const list = page.getByRole('list', { name: 'Highlighted vacancies' });
    await list.getByText('2. Gesloten vacature').waitFor();
    const rows = list.getByRole('listitem');
    await rows.nth(1).getByText('Closed: its closing date has passed. The home page skips it and shows the next open vacancy.').waitFor();
    await rows.nth(2).getByText('3. Vacature 8').waitFor();
    await rows.nth(2).getByText('Not published: the home page skips it and shows the next open vacancy.').waitFor();
    expect(await rows.nth(0).getByRole('status').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('edits the organisation and the days a vacancy is new in the recruitment settings', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/recruitment-settings');
    await page.getByRole('heading', { level: 1, name: 'Recruitment settings' }).waitFor();
    await page.getByLabel('Organisation name').fill('Blokwerk Installaties');
    expect(await page.getByLabel('Days a vacancy is new').inputValue()).toBe('14');
    await page.getByLabel('Days a vacancy is new').fill('30');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The settings are saved.').waitFor();
    const settings = await browser.admin.get<Envelope & { organisationName: string; newForDays: number }>('/api/blokwerk/recruitment-settings/get');
    expect(settings.body.organisationName).toBe('Blokwerk Installaties');
    expect(settings.body.newForDays).toBe(30);
    expect(errors).toEqual([]);
  });
});
