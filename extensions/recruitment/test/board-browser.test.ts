import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { ApiClient, axeViolations, gql, readOutbox, useBrowser, useTestServer, waitForMail, within } from '@blokwerk/testing';
import { apply } from './support/applying.js';
import { publishedVacancy } from './support/vacancies.js';

// The first journey on the board (the built admin: BLOKWERK_ADMIN_DIST): a recruiter
// defines a stage with its candidate mail, drags an English applicant's card to it with the
// keyboard, confirms the mail in the move dialog; the mail goes out in English and the move and
// the mail show on the application's history. A pointer drag and the 'Move to…' menu open the
// same dialog; a mail left unticked is not sent.

interface Stage {
  id: number;
  labels: Record<'en' | 'nl' | 'de' | 'fr', string>;
  kind: string;
  retentionDays: number;
}

/** Polls wait as long as a locator would (the machine may be busy). */
const EVENTUALLY = { timeout: 15_000 };

const STAGE_FIELDS = 'id labels { en nl de fr } kind retentionDays';

const column = (page: Page, label: string) => page.getByRole('region', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
const card = (page: Page, label: string, name: string) => column(page, label).getByRole('listitem', { name });

/**
 * Picks the card up with Space and moves it right with ArrowRight through the columns `through`
 * (the last is where it is dropped, with Space). A press right after the pick-up may come before
 * dnd-kit listens: like a user, press again when the card did not move.
 */
async function keyboardDrag(page: Page, handle: Locator, through: readonly string[]): Promise<void> {
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => handle.getAttribute('aria-pressed'), EVENTUALLY).toBe('true');
  // Lifted: dnd-kit measures the columns in the next frames, then announces the card over its own.
  await expect.poll(() => announcement.textContent(), EVENTUALLY).toMatch(/ is over /);
  for (const label of through) {
    for (let tries = 0; tries < 3; tries++) {
      await page.keyboard.press('ArrowRight');
      if (
        await within(
          3000,
          () => announcement.textContent(),
          (now) => now?.endsWith(`is over ${label}.`) ?? false,
        ).then(
          () => true,
          () => false,
        )
      )
        break;
    }
  }
  await expect.poll(() => announcement.textContent(), EVENTUALLY).toMatch(new RegExp(`is over ${through.at(-1)}\\.$`));
  await page.keyboard.press('Space');
}

describe('the applications board, in chromium', { timeout: 120_000 }, () => {
  const server = useTestServer({ extensions: [recruitment] });
  const browser = useBrowser(server, { signedIn: true });
  let assessment = 0;

  const vacancy = (title: string, slug: string, locale: string) => publishedVacancy(browser.admin, { title, slug, locale, department: 'Service' });

  const count = async (sql: string, params: unknown[] = []) => (await server.t.database.pool.query<{ n: number }>(sql, params)).rows[0]?.n;
  /** The candidate mails kept on an applicant's history. */
  const mailsTo = (email: string) =>
    count(`select count(*)::int as "n" from "application_mail" "m" join "application" "a" on "a"."id" = "m"."application_id" where "a"."email" = $1`, [email]);
  const views = () => count(`select count(*)::int as "n" from "audit_entry" where "action" = 'application.viewed'`);

  beforeAll(async () => {
    await browser.admin.post('/api/blokwerk/recruitment-settings/update', { organisationName: 'Blokwerk' });
    const visitor = await new ApiClient(server.t.url).prime();
    await apply(visitor, { name: 'Emma Clark', email: 'emma@example.test', vacancyPageID: await vacancy('Service technician', 'service-technician', 'en') });
    await apply(visitor, { name: 'Lotte Jansen', email: 'lotte@example.test', vacancyPageID: await vacancy('Monteur', 'monteur', 'nl') });

    // The recruiter defines a stage, 'Assessment', after 'In review', with its mail in English and Dutch.
    const { applicationStages } = await gql<{ applicationStages: Stage[] }>(browser.admin, `{ applicationStages { ${STAGE_FIELDS} } }`);
    const stages = applicationStages.map(({ id, labels, kind, retentionDays }) => ({ id, labels, kind, retentionDays }));
    stages.splice(2, 0, { labels: { en: 'Assessment', nl: 'Assessment', de: 'Assessment', fr: 'Évaluation' }, kind: 'open', retentionDays: 182 } as Stage);
    const saved = await gql<{ saveApplicationStages: Stage[] }>(
      browser.admin,
      `mutation($input: SaveApplicationStagesInput!) { saveApplicationStages(input: $input) { ${STAGE_FIELDS} } }`,
      { input: { stages } },
    );
    assessment = saved.saveApplicationStages.find((s) => s.labels.en === 'Assessment')?.id ?? 0;
    for (const [locale, subject] of [
      ['en', 'Your assessment for {vacancy}'],
      ['nl', 'Je assessment voor {vacancy}'],
    ]) {
      await gql(browser.admin, 'mutation($input: CandidateMailTemplateInput!) { saveCandidateMailTemplate(input: $input) { stageID } }', {
        input: { stageID: assessment, locale, subject, body: 'Dear {name},\n\nWe would like you to take an assessment.\n\n{company}' },
      });
    }
  });

  it('moves an English applicant to a new stage by keyboard and mails them in English; the move and the mail are on the history', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/applications/board');
    await card(page, 'New', 'Emma Clark').waitFor();
    await expect.poll(() => column(page, 'New').getByRole('heading').textContent(), EVENTUALLY).toBe('New (2)');
    await column(page, 'Assessment').waitFor();
    await page.getByRole('link', { name: 'Applications, 2 new' }).waitFor();
    // One vacancy, chosen by its counts: only its application is on the board.
    await page.getByRole('combobox', { name: 'Vacancy' }).click();
    await page.getByRole('option', { name: 'Service technician (1 in total, 1 new)' }).click();
    await expect.poll(() => column(page, 'New').getByRole('heading').textContent(), EVENTUALLY).toBe('New (1)');
    expect(page.url()).toMatch(/\/cmsadmin\/applications\/board\?vacancy=\d+$/);

    await keyboardDrag(page, page.getByRole('button', { name: 'Drag Emma Clark' }), ['In review', 'Assessment']);
    const dialog = page.getByRole('dialog', { name: 'Move Emma Clark' });
    await expect.poll(() => dialog.getByRole('combobox', { name: 'To stage' }).textContent(), EVENTUALLY).toBe('Assessment');
    const send = dialog.getByRole('checkbox', { name: /emma@example\.test/ });
    await send.waitFor();
    expect(await send.isChecked()).toBe(true);
    await expect.poll(() => dialog.getByLabel('Subject').inputValue(), EVENTUALLY).toBe('Your assessment for Service technician');
    await dialog.getByLabel('Note (optional)').fill('Strong on heat pumps.');
    const mailsBefore = (await readOutbox(server.t.dataDir)).length;
    await dialog.getByRole('button', { name: 'Confirm move' }).click();

    await card(page, 'Assessment', 'Emma Clark').waitFor();
    await page.getByRole('status').filter({ hasText: 'Emma Clark was moved to Assessment.' }).waitFor();
    expect(await column(page, 'New').getByRole('heading').textContent()).toBe('New (0)');
    await page.getByRole('link', { name: 'Applications, 1 new' }).waitFor();
    await page.getByRole('combobox', { name: 'Vacancy' }).click();
    await page.getByRole('option', { name: 'Service technician (1 in total, 0 new)' }).waitFor();
    await page.keyboard.press('Escape');
    const mail = await waitForMail(server.t.dataDir, 'emma@example.test', /^Your assessment for Service technician$/, { skip: mailsBefore });
    expect(mail.text).toContain('Dear Emma Clark');

    // The history: the move with its note, and the mail.
    await card(page, 'Assessment', 'Emma Clark').getByRole('link', { name: 'Emma Clark' }).click();
    await page.getByRole('heading', { level: 1, name: 'Emma Clark' }).waitFor();
    await page.getByText('Strong on heat pumps.').waitFor();
    await page.getByText(/New → Assessment/).waitFor();
    await page.getByText('Your assessment for Service technician').first().waitFor();

    // The detail's stage change is the same dialog; its answer updates the screen without another (audited) read.
    const viewed = await views();
    await page.getByRole('button', { name: 'Move to another stage…' }).click();
    const again = page.getByRole('dialog', { name: 'Move Emma Clark' });
    await again.getByRole('combobox', { name: 'To stage' }).click();
    await page.getByRole('option', { name: 'Interview' }).click();
    await again.getByRole('checkbox', { name: /emma@example\.test/ }).uncheck();
    await again.getByRole('button', { name: 'Confirm move' }).click();
    await again.waitFor({ state: 'hidden' });
    await page.getByText('Stage: Interview').waitFor();
    await page.getByText(/Assessment → Interview/).waitFor();
    expect(await views()).toBe(viewed);
    expect(errors).toEqual([]);
  });

  it('opens the same dialog from a pointer drag and from the Move to… menu; an unticked mail is not sent; axe finds nothing', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/applications/board', { bypassCSP: true });
    const lotte = card(page, 'New', 'Lotte Jansen');
    await lotte.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // 'Move to…' → Hired, then Cancel: nothing moves.
    await lotte.getByRole('button', { name: 'Move to…' }).click();
    await page.getByRole('menuitem', { name: 'Hired' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Lotte Jansen' });
    await expect.poll(() => dialog.getByRole('combobox', { name: 'To stage' }).textContent(), EVENTUALLY).toBe('Hired');
    await dialog.getByRole('checkbox', { name: /lotte@example\.test/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await lotte.waitFor();

    // Dragged with the mouse onto 'Rejected': the Dutch rejection is offered; unticked, only the move happens.
    const handle = await lotte.getByRole('button', { name: 'Drag Lotte Jansen' }).boundingBox();
    const target = await column(page, 'Rejected').boundingBox();
    if (!handle || !target) throw new Error('board not laid out');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 + 10, handle.y + handle.height / 2 + 10, { steps: 3 });
    await page.mouse.move(target.x + target.width / 2, target.y + 40, { steps: 15 });
    await page.mouse.up();
    await expect.poll(() => dialog.getByRole('combobox', { name: 'To stage' }).textContent(), EVENTUALLY).toBe('Rejected');
    const send = dialog.getByRole('checkbox', { name: /lotte@example\.test/ });
    await send.waitFor();
    expect(await send.isChecked()).toBe(true);
    await send.uncheck();
    const before = await mailsTo('lotte@example.test');
    await dialog.getByRole('button', { name: 'Confirm move' }).click();
    await card(page, 'Rejected', 'Lotte Jansen').waitFor();
    // The move and a mail are one transaction: once the move shows, a mail would be on the history.
    expect(await mailsTo('lotte@example.test')).toBe(before);
    expect(errors).toEqual([]);
  });
});
