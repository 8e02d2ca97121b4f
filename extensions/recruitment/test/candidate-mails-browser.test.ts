import { describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { ApiClient, useBrowser, useTestServer, waitForMail } from '@blokwerk/testing';
import { apply } from './support/applying.js';

// The admin's candidate mails (the built admin): a stage's template edited with the
// placeholders and its live preview; the mail offered when an application moves (MoveMailFields
// in the move dialog), sent on confirming and listed among the mails sent.

describe('candidate mails in the admin, in chromium', { timeout: 90_000 }, () => {
  const server = useTestServer({ extensions: [recruitment] });
  const browser = useBrowser(server, { signedIn: true });
  const query = <T extends object>(sql: string, params: unknown[] = []) =>
    server.t.database.pool.query<T & Record<string, unknown>>(sql, params).then((r) => r.rows);

  it('writes a stage’s mail with placeholders inserted at the cursor and a live preview, refusing unknown ones', async () => {
    await browser.admin.post('/api/blokwerk/recruitment-settings/update', { organisationName: 'Blokwerk' });
    const { page, errors } = await browser.signedInPage('/cmsadmin/candidate-mails');
    await page.getByRole('heading', { level: 1, name: 'Candidate mails' }).waitFor();
    // The first stage in the site's language (nl) to begin with: the seeded confirmation.
    const subject = page.getByLabel('Subject');
    await expect.poll(() => subject.inputValue()).toBe('We hebben je sollicitatie ontvangen');

    await page.getByRole('combobox', { name: 'Stage' }).click();
    await page.getByRole('option', { name: 'In review' }).click();
    await page.getByText('This stage has no mail in this language yet').waitFor();
    await subject.fill('Even geduld, ');
    await subject.focus();
    await page.getByRole('button', { name: '{name}' }).click();
    await expect.poll(() => subject.inputValue()).toBe('Even geduld, {name}');
    const body = page.getByLabel('Text');
    await body.fill('Fase: ');
    await body.focus();
    await page.getByRole('button', { name: '{stage}' }).click();
    await body.pressSequentially(' {oops}');
    await page.getByText('Unknown placeholders: {oops}').waitFor();
    await body.fill('Fase: {stage}. Groet, {company}');
    const preview = page.getByTestId('candidate-mail-preview');
    await expect.poll(() => preview.textContent()).toBe('Even geduld, Sam de VriesFase: In behandeling. Groet, Blokwerk');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Mail saved').waitFor();
    const rows = await query<{ subject: string; body: string }>(
      `select "subject", "body" from "candidate_mail_template" "t" join "application_stage" "s" on "s"."id" = "t"."stage_id"
        where "s"."labels"->>'en' = 'In review' and "t"."locale" = 'nl'`,
    );
    expect(rows).toEqual([{ subject: 'Even geduld, {name}', body: 'Fase: {stage}. Groet, {company}' }]);
    expect(errors).toEqual([]);
  });

  it('offers the stage’s mail in the move dialog, sends it on confirming and lists it among the mails sent', async () => {
    await apply(await new ApiClient(server.t.url).prime(), { name: 'Sanne de Vries', email: 'sanne@example.test' });
    const [application] = await query<{ id: number }>(`select "id" from "application" where "email" = 'sanne@example.test'`);
    const { page, errors } = await browser.signedInPage(`/cmsadmin/applications/${application?.id}`);
    const sent = page.getByRole('region', { name: 'Mails sent' });
    await sent.getByText('We hebben je sollicitatie ontvangen').waitFor();

    await page.getByRole('button', { name: 'Move to another stage…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'To stage' }).click();
    await page.getByRole('option', { name: 'Interview' }).click();
    const send = dialog.getByRole('checkbox', { name: 'Send this mail to sanne@example.test' });
    await send.waitFor();
    expect(await send.isChecked()).toBe(true);
    const subject = dialog.getByLabel('Subject');
    expect(await subject.inputValue()).toBe('Uitnodiging voor een gesprek');
    await subject.fill('Uitnodiging voor een gesprek op maandag');
    // The applicant's link stays a placeholder here: it is filled in only in the mail sent.
    expect(await dialog.getByLabel('Text').inputValue()).toContain('Je sollicitatie volgen: {statusLink}');
    await dialog.getByText("{statusLink} becomes the applicant's own link in the mail sent").waitFor();
    await dialog.getByRole('button', { name: 'Confirm move' }).click();

    const mail = await waitForMail(server.t.dataDir, 'sanne@example.test', /maandag/);
    expect(mail.text).toContain('Beste Sanne de Vries,');
    expect(mail.text).toMatch(/Je sollicitatie volgen: http\S+\/sollicitatie\?token=[\w-]{43}/);
    await sent.getByText('Uitnodiging voor een gesprek op maandag').waitFor();
    // The mails sent show where the links were, never the links.
    await sent.getByText('Text').first().click();
    await sent.getByText('Je sollicitatie volgen: [link naar je sollicitatiepagina]').waitFor();
    expect(await sent.textContent()).not.toContain('token=');
    expect(errors).toEqual([]);
  });
});
