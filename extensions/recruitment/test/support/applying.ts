import http from 'node:http';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ApiClient } from '@blokwerk/testing';
import type { Page } from 'playwright-core';

/** A minimal PDF: what the form takes as a CV or a motivation letter (judged by content). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A solved bot check, as the ALTCHA widget sends it. */
export async function solvedBotCheck(baseUrl: string): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}/api/blokwerk/altcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface Applicant {
  name: string;
  email: string;
  /** A published vacancy's page id; none: an open application. */
  vacancyPageID?: number;
  /** Ticks 'keep my details for a year'. */
  keepConsent?: boolean;
  /** The open-application page's locale (a vacancy's application takes the vacancy's). */
  locale?: string;
}

/** Sends the public application form as the island does (multipart, CSRF headers): a PDF CV and a PDF motivation letter. */
export async function apply(visitor: ApiClient, applicant: Applicant): Promise<void> {
  const form = new FormData();
  const fields = {
    name: applicant.name,
    desiredFunction: 'Engineer',
    telephone: '06 12345678',
    email: applicant.email,
    message: 'Graag.',
    consent: 'on',
    vacancyPageID: applicant.vacancyPageID ? String(applicant.vacancyPageID) : '',
    altcha: await solvedBotCheck(visitor.baseUrl),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (applicant.keepConsent) form.append('keepConsent', 'on');
  if (applicant.locale) form.append('locale', applicant.locale);
  form.append('cv', new Blob([new Uint8Array(PDF)]), 'cv-sanne.pdf');
  form.append('motivation', new Blob([new Uint8Array(PDF)]), 'motivatie.pdf');
  const res = await fetch(`${visitor.baseUrl}/api/blokwerk/applications/submit`, { method: 'POST', body: form, headers: visitor.sessionHeaders() });
  if (res.status !== 200) throw new Error(`applying failed: ${res.status} ${await res.text()}`);
}

/** A post as a browser sends a form (fetch would say `Sec-Fetch-Mode: cors`): it navigates. */
export async function formPost(
  url: string,
  headers: Record<string, string>,
  body: FormData | string,
): Promise<{ status: number; location: string | null; headers: http.IncomingHttpHeaders; text: string }> {
  const encoded = typeof body === 'string' ? undefined : new Response(body);
  const bytes = encoded ? Buffer.from(await encoded.arrayBuffer()) : Buffer.from(body as string);
  const type = encoded?.headers.get('content-type') ?? 'application/x-www-form-urlencoded';
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { 'sec-fetch-mode': 'navigate', 'content-type': type, 'content-length': bytes.length, ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null, headers: res.headers, text }));
      },
    );
    request.on('error', reject);
    request.end(bytes);
  });
}

/** Fills the open application form in a browser as a visitor does, up to (not including) sending it: both steps, a PDF CV and letter. */
export async function fillOpenApplication(page: Page): Promise<void> {
  await page.getByLabel('Naam', { exact: true }).fill('Jan Jansen');
  await page.getByLabel('Gewenste functie').fill('Monteur');
  await page.getByLabel('Telefoonnummer').fill('06 1234 5678');
  await page.getByLabel('E-mailadres').fill('jan@example.test');
  await page.getByLabel('Bericht').fill('Ik wil graag bij jullie werken.');
  await page.getByRole('checkbox', { name: /privacyverklaring/ }).check();
  await page.getByRole('button', { name: 'Naar je CV uploaden' }).click();
  await page.getByLabel('CV', { exact: true }).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('Motivatiebrief').setInputFiles({ name: 'motivatie.pdf', mimeType: 'application/pdf', buffer: PDF });
}
