import { describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { ApiClient, useBrowser, useTestServer } from '@blokwerk/testing';
import { apply } from './support/applying.js';

// The admin's applications screens (the built admin: npm run build -w admin): the list, the
// detail with both files to download, a move to another stage with a note (the board's move
// dialog), and the deletion date.

const DAY = 86_400_000;

describe('applications in the admin, in chromium', { timeout: 90_000 }, () => {
  const server = useTestServer({ extensions: [recruitment] });
  const browser = useBrowser(server, { signedIn: true });

  it('lists an application, opens it with both files, rejects it with a note and shows when it will be deleted', async () => {
    await apply(await new ApiClient(server.t.url).prime(), { name: 'Sanne de Vries', email: 'sanne@example.test' });
    const audited = async () =>
      Number((await server.t.database.pool.query<{ n: string }>(`select count(*) as n from "audit_entry" where "action" = 'application.viewed'`)).rows[0]?.n);

    const { page, errors } = await browser.signedInPage('/cmsadmin/applications');
    const row = page.getByRole('row', { name: /Sanne de Vries/ });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/sanne@example\.test.*Open application.*New/);

    await row.getByRole('link', { name: 'Sanne de Vries' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sanne de Vries' }).waitFor();
    expect(page.url()).toMatch(/\/cmsadmin\/applications\/\d+$/);
    await expect.poll(audited).toBe(1);
    const files = page.getByRole('region', { name: 'Files' });
    const cv = files.getByRole('link', { name: 'CV: cv-sanne.pdf' });
    const motivation = files.getByRole('link', { name: 'Motivation letter: motivatie.pdf' });
    expect(await cv.getAttribute('href')).toMatch(/^\/api\/blokwerk\/applications\/file\/\d+\/cv$/);
    expect(await motivation.getAttribute('href')).toMatch(/^\/api\/blokwerk\/applications\/file\/\d+\/motivation$/);
    // The link downloads the file.
    const [download] = await Promise.all([page.waitForEvent('download'), cv.click()]);
    expect(download.suggestedFilename()).toBe('cv-sanne.pdf');

    await page.getByRole('button', { name: 'Move to another stage…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Sanne de Vries' });
    await dialog.getByRole('combobox', { name: 'To stage' }).click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await dialog.getByLabel('Note (optional)').fill('Te weinig ervaring met embedded C.');
    await dialog.getByRole('button', { name: 'Confirm move' }).click();
    // The dialog closes once the move is in (its note field holds the same text until then).
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Stage: Rejected').waitFor();
    const history = page.getByLabel('Notes and status history');
    await history.getByText(/New → Rejected/).waitFor();
    await history.getByText('Te weinig ervaring met embedded C.').waitFor();
    // Rejected: deleted four weeks from now, as the admin says (in its interface language, en).
    const date = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(Date.now() + 28 * DAY));
    await page.getByText(`This application and its files will be deleted on ${date}.`).waitFor();
    expect(errors).toEqual([]);
  });
});
