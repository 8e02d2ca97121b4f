import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { useBrowser, useTestServer, waitForMail, watchErrors, type Envelope } from '@blokwerk/testing';
import { DEMO_VACANCIES } from '../server/demo/vacancies.js';

// The application form island on a demo vacancy, against the real server (the built site:
// npm run build). The form checks in the browser and the server checks again; both show here.

const RECRUITER = 'recruiter@blokwerk.example';
const vacancy = DEMO_VACANCIES.find((v) => v.highlighted === 0);

/** A small but real PDF, and a Word 97 file's (OLE compound file) signature. */
const pdf = (name: string, size = 0) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'), Buffer.alloc(size, 0x20)]),
});
const exeAsPdf = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]) };

async function fillDetails(page: Page, details: { telephone?: string; email?: string } = {}): Promise<void> {
  await page.getByLabel('Naam', { exact: true }).fill('Jan Jansen');
  await page.getByLabel('Telefoonnummer').fill(details.telephone ?? '06 1234 5678');
  await page.getByLabel('E-mailadres').fill(details.email ?? 'jan@example.test');
  await page.getByLabel('Bericht').fill('Ik wil graag bij jullie werken.');
  await page.getByRole('checkbox', { name: /privacyverklaring/ }).check();
}

/** The message shown by an input (its aria-describedby). */
const problemBy = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('application-problem'))?.textContent ?? null;
  });

describe('the application form in chromium', () => {
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_SEED: 'demo' } });
  const browser = useBrowser(server, { signedIn: true });

  async function openForm(): Promise<Page> {
    const page = await browser.freshPage({ locale: 'nl-NL', viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.t.url}/vacatures/${vacancy?.slug}`);
    await page.getByRole('link', { name: 'solliciteer nu!' }).click();
    await page.getByRole('button', { name: 'Naar je CV uploaden' }).waitFor();
    return page;
  }

  it('applies through both steps with a CV and a motivation letter: the recruiter and the applicant get mail, the admin has both files', async () => {
    await browser.admin.post('/api/blokwerk/recruitment-settings/update', { organisationName: 'Blokwerk Techniek', recruiterEmail: RECRUITER });
    const page = await openForm();
    const errors = watchErrors(page);
    expect(await page.getByLabel('Gewenste functie').inputValue()).toBe(vacancy?.title);
    await fillDetails(page);
    await page.getByRole('button', { name: 'Naar je CV uploaden' }).click();
    await page.getByRole('heading', { name: 'Stap 2 van 2: je cv en motivatie' }).waitFor();
    await page.getByLabel('CV', { exact: true }).setInputFiles(pdf('cv-jan.pdf'));
    await page.getByLabel('Motivatiebrief').setInputFiles(pdf('motivatie-jan.pdf'));
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.getByText('versturen...').or(page.getByText('gelukt!')).first().waitFor();
    await page.getByRole('heading', { name: 'Gelukt!' }).waitFor({ timeout: 20_000 });
    // The thanks leads on to the vacancy alerts.
    expect(await page.getByRole('link', { name: /vacature-alerts/ }).getAttribute('href')).toBe('/nieuwsbrief');

    const recruiterMail = await waitForMail(server.t.dataDir, RECRUITER, /./);
    expect(recruiterMail.text).toContain('Jan Jansen');
    expect(recruiterMail.text).toMatch(/\/cmsadmin\/applications\/\d+/);
    expect(recruiterMail.text).not.toContain('%PDF');
    const confirmation = await waitForMail(server.t.dataDir, 'jan@example.test', /./);
    expect(confirmation.text).toMatch(/\/sollicitatie-verwijderen\?token=/);

    // In the admin: the application to this vacancy, with both files, each downloadable.
    const id = Number(/\/cmsadmin\/applications\/(\d+)/.exec(recruiterMail.text)?.[1]);
    const detail = await browser.admin.get<Envelope & { name: string; vacancyTitle: string | null; files: { which: string; fileName: string }[] }>(
      `/api/blokwerk/applications/detail/${id}`,
    );
    expect(detail.body).toMatchObject({ name: 'Jan Jansen', vacancyTitle: vacancy?.title });
    expect(detail.body.files.map((f) => `${f.which} ${f.fileName}`)).toEqual(['cv cv-jan.pdf', 'motivation motivatie-jan.pdf']);
    const download = await fetch(`${server.t.url}/api/blokwerk/applications/file/${id}/cv`, { headers: { cookie: browser.admin.cookieHeader } });
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 8)
        .toString(),
    ).toBe('%PDF-1.4');
    expect(errors).toEqual([]);
  });

  it('shows each Dutch message by the input that causes it', async () => {
    const page = await openForm();
    await page.getByLabel('Gewenste functie').fill('');
    await page.getByRole('button', { name: 'Naar je CV uploaden' }).click();
    await page.getByText('*Let op alle invulvelden.').waitFor();
    for (const label of ['Naam', 'Gewenste functie', 'Telefoonnummer', 'E-mailadres', 'Bericht'])
      expect(await problemBy(page, label), label).toBe('*Dit veld is verplicht');

    await page.getByLabel('Gewenste functie').fill('Monteur');
    await fillDetails(page, { telephone: '12', email: 'jan@' });
    await page.getByRole('button', { name: 'Naar je CV uploaden' }).click();
    expect(await problemBy(page, 'Telefoonnummer')).toBe('*Telefoonnummer niet valide.');
    expect(await problemBy(page, 'E-mailadres')).toBe('*Ongeldig e-mailadres');

    await fillDetails(page);
    await page.getByRole('button', { name: 'Naar je CV uploaden' }).click();
    await page.getByRole('button', { name: 'Versturen' }).click();
    expect(await problemBy(page, 'CV')).toBe('*Bestand is verplicht.');
    expect(await problemBy(page, 'Motivatiebrief')).toBe('*Bestand is verplicht.');
    await page.getByLabel('CV', { exact: true }).setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await page.getByLabel('Motivatiebrief').setInputFiles(pdf('motivatie.pdf', 6 * 1024 * 1024));
    await page.getByRole('button', { name: 'Versturen' }).click();
    expect(await problemBy(page, 'CV')).toBe('*Dit formaat is niet gewenst.');
    expect(await problemBy(page, 'Motivatiebrief')).toBe('*Dit bestand is te groot');
  });

  it('shows the server’s refusal of a program renamed .pdf by the CV', async () => {
    const page = await openForm();
    await fillDetails(page);
    await page.getByRole('button', { name: 'Naar je CV uploaden' }).click();
    await page.getByLabel('CV', { exact: true }).setInputFiles(exeAsPdf);
    await page.getByLabel('Motivatiebrief').setInputFiles(pdf('motivatie.pdf'));
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.getByText('*Dit formaat is niet gewenst.').waitFor({ timeout: 20_000 });
    expect(await problemBy(page, 'CV')).toBe('*Dit formaat is niet gewenst.');
  });

  it('says ‘Er is iets misgegaan.’ when the bot check fails at the server', async () => {
    const page = await openForm();
    // A challenge whose signature the server did not make: solved, then refused.
    await page.route('**/api/blokwerk/altcha/challenge', async (route) => {
      const response = await route.fetch();
      const challenge = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...challenge, signature: '0'.repeat(64) } });
    });
    await fillDetails(page);
    await page.getByRole('button', { name: 'Naar je CV uploaden' }).click();
    await page.getByLabel('CV', { exact: true }).setInputFiles(pdf('cv.pdf'));
    await page.getByLabel('Motivatiebrief').setInputFiles(pdf('motivatie.pdf'));
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.getByText('Er is iets misgegaan.').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('heading', { name: 'Gelukt!' }).count()).toBe(0);
  });

  it('shows ‘Wat jammer!’ with the employer’s telephone and e-mail when the server fails', async () => {
    const page = await openForm();
    await page.route('**/api/blokwerk/applications/submit', (route) => route.fulfill({ status: 500, body: '' }));
    await fillDetails(page);
    await page.getByRole('button', { name: 'Naar je CV uploaden' }).click();
    await page.getByLabel('CV', { exact: true }).setInputFiles(pdf('cv.pdf'));
    await page.getByLabel('Motivatiebrief').setInputFiles(pdf('motivatie.pdf'));
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.getByRole('heading', { name: 'Wat jammer!' }).waitFor({ timeout: 20_000 });
    const text = await page.locator('.application-final').textContent();
    expect(text).toContain('+31 30 760 40 00');
    expect(text).toContain('werkenbij@blokwerk.example');
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await page.getByRole('button', { name: 'Versturen' }).waitFor();
  });
});
