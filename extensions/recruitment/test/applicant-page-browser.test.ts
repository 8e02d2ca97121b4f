import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { ApiClient, axeViolations, gql, mailAfter, tokenFrom, useBrowser, useTestServer, watchErrors } from '@blokwerk/testing';
import { apply } from './support/applying.js';
import { publishedVacancy } from './support/vacancies.js';

// The applicant's own page (site/pages/sollicitatie.astro, the built site) from the link in a
// candidate mail: the stage, the documents and the mails, and withdrawing, which removes the
// application and its files after the removal page asked.

describe('the applicant’s own page in chromium', () => {
  const server = useTestServer({ extensions: [recruitment] });
  const browser = useBrowser(server, { signedIn: true });
  const vacancies = { nl: 0, en: 0 };

  const query = <T extends object>(sql: string, params: unknown[] = []) =>
    server.t.database.pool.query<T & Record<string, unknown>>(sql, params).then((r) => r.rows);
  const privateFile = (key: string) => path.join(server.t.dataDir, 'media', 'private', 'applications', key.slice(0, 2), key.slice(2, 4), key);
  /** Applies to the vacancy (a fresh hour for the rate limit) and answers the application's row and its confirmation mail. */
  async function applied(email: string, vacancyPageID: number) {
    await query('delete from "application_submission"');
    const visitor = await new ApiClient(server.t.url).prime();
    const mail = await mailAfter(server.t.dataDir, email, /./, () => apply(visitor, { name: 'Sanne de Boer', email, vacancyPageID }));
    const [row] = await query<{ id: number; cv_storage_key: string; motivation_storage_key: string }>('select * from "application" where "email" = $1', [
      email,
    ]);
    if (!row) throw new Error('no application');
    return { row, mail };
  }

  beforeAll(async () => {
    await browser.admin.post('/api/blokwerk/recruitment-settings/update', { organisationName: 'Blokwerk' });
    for (const [locale, title] of [
      ['nl', 'Embedded engineer'],
      ['en', 'Firmware engineer'],
    ] as const) {
      vacancies[locale] = await publishedVacancy(browser.admin, { title, slug: title.toLowerCase().replace(' ', '-'), locale });
    }
  });

  it('shows the stage a mailed move put the application in, the documents and the mails; withdrawing deletes the application and its files', async () => {
    const { row } = await applied('sanne@example.test', vacancies.nl);
    const [interview] = await query<{ id: number }>(`select "id" from "application_stage" where "vacancy_page_id" is null and "labels"->>'en' = 'Interview'`);
    const preview = (
      await gql<{ candidateMailPreview: { subject: string; body: string } }>(
        browser.admin,
        'query($a: Int!, $s: Int!) { candidateMailPreview(applicationID: $a, stageID: $s) { subject body } }',
        { a: row.id, s: interview?.id },
      )
    ).candidateMailPreview;
    const invitation = await mailAfter(server.t.dataDir, 'sanne@example.test', /Uitnodiging/, () =>
      gql(browser.admin, 'mutation($input: MoveApplicationInput!) { moveApplication(input: $input) { id } }', {
        input: { id: row.id, stageID: interview?.id, mail: preview },
      }),
    );
    const link = /https?:\/\/\S+\/sollicitatie\?token=[\w-]+/.exec(invitation.text)?.[0] ?? '';
    expect(link).not.toBe('');

    const answer = await fetch(link.replace(/^https?:\/\/[^/]+/, server.t.url));
    expect([answer.headers.get('cache-control'), answer.headers.get('x-robots-tag')]).toEqual(['no-store', 'noindex']);

    const page = await browser.freshPage({ locale: 'nl-NL', viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const errors = watchErrors(page);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, server.t.url));
    await page.getByRole('heading', { level: 1, name: 'Je sollicitatie' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    expect(await page.getByRole('link', { name: 'Embedded engineer' }).count()).toBe(1);
    expect(await page.locator('.applicant-facts dd').first().textContent()).toBe('Gesprek');
    expect(await page.locator('.applicant-documents li').allTextContents()).toEqual(['cv-sanne.pdf (1 kB)', 'motivatie.pdf (1 kB)']);
    // No way to the files themselves.
    expect(await page.locator('a[href*="/applications/file"]').count()).toBe(0);
    const mails = page.locator('.applicant-mails summary');
    expect(await mails.count()).toBe(2);
    expect(await mails.first().textContent()).toContain('Uitnodiging voor een gesprek');
    await mails.first().click();
    await page.getByText('nodigen je graag uit voor een gesprek', { exact: false }).waitFor();
    // The mails shown hold no link that withdraws the application: a neutral text where it was.
    await page.getByText('Je sollicitatie volgen: [link naar je sollicitatiepagina]', { exact: false }).waitFor();
    expect(await page.locator('.applicant-mails').textContent()).not.toContain('token=');
    expect(await axeViolations(page)).toEqual([]);

    // Withdrawing asks first (the removal page), then removes the application and its files.
    await page.getByRole('button', { name: 'Intrekken en mijn gegevens verwijderen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sollicitatie verwijderen' }).waitFor();
    expect(await query('select 1 from "application" where "id" = $1', [row.id])).toHaveLength(1);
    await page.getByRole('button', { name: 'Verwijder mijn sollicitatie' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sollicitatie verwijderd' }).waitFor();
    expect(await query('select 1 from "application" where "id" = $1', [row.id])).toEqual([]);
    expect(await query('select 1 from "application_mail" where "application_id" = $1', [row.id])).toEqual([]);
    expect([existsSync(privateFile(row.cv_storage_key)), existsSync(privateFile(row.motivation_storage_key))]).toEqual([false, false]);

    // The link no longer names anything.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, server.t.url));
    await page.getByRole('heading', { level: 1, name: 'Link niet geldig' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('speaks the applicant’s language: English for an English vacancy', async () => {
    const { mail } = await applied('sam@example.test', vacancies.en);
    const html = await (await fetch(`${server.t.url}/sollicitatie?token=${tokenFrom(mail)}`)).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('Your application');
    expect(html).toMatch(/<strong[^>]*>New<\/strong>/);
    expect(html).toContain('We have received your application');
    expect(html).toContain('Withdraw and delete my data');
  });
});
