import { describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';
import { axeViolations, useBrowser, useTestServer, within, type Envelope } from '@blokwerk/testing';

// 'Pipeline stages' in the built admin (BLOKWERK_ADMIN_DIST, built with the configured extensions).

interface Stage {
  id: number;
  labels: Record<'en' | 'nl' | 'de' | 'fr', string>;
  kind: string;
  retentionDays: number;
}

describe('the pipeline stages editor in chromium', () => {
  const server = useTestServer({ extensions: [recruitment] });
  const browser = useBrowser(server, { signedIn: true });
  const stages = async () => (await browser.admin.get<Envelope & { stages: Stage[] }>('/api/blokwerk/applications/stages')).body.stages;

  it('defines a stage, reorders the stages by button and by keyboard drag, and saves them', async () => {
    // Every stage in view: the keyboard drag below need not scroll (bypassCSP: axe is injected at the end).
    const { page, errors } = await browser.signedInPage('/cmsadmin/application-stages', { viewport: { width: 1400, height: 2000 }, bypassCSP: true });
    await page.getByRole('heading', { level: 1, name: 'Pipeline stages' }).waitFor();
    const list = page.getByRole('list', { name: 'Stages in order' });
    await list.getByRole('heading', { name: '6. Rejected' }).waitFor();

    await page.getByRole('button', { name: 'Add stage' }).click();
    const added = list.getByRole('listitem', { name: 'Stage 7: New stage' });
    await added.getByRole('textbox', { name: 'Label (English)' }).fill('Assessment');
    await list.getByRole('listitem', { name: 'Stage 7: Assessment' }).getByRole('textbox', { name: 'Label (Dutch)' }).fill('Assessment (nl)');
    await page.getByRole('spinbutton', { name: 'Days to keep' }).last().fill('120');
    // Up four times: third, after 'In review'.
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Move Assessment up' }).click();
    await list.getByRole('heading', { name: '3. Assessment' }).waitFor();
    // 'Offer' one place up, before 'Interview', with the keyboard: Space lifts it, an arrow moves it, Space drops it.
    // dnd-kit measures the rows in the next frames: each key waits for the announcement of the last.
    const announcement = page.locator('[id^="DndLiveRegion"]');
    await page.getByRole('button', { name: /^Drag Offer/ }).focus();
    await page.keyboard.press('Space');
    // Lifted: announced over its own place once measured.
    await expect.poll(() => announcement.textContent()).toBe('Offer is over place 5.');
    // A press right after the pick-up may come before dnd-kit listens: like a user, press again when nothing moved.
    for (let tries = 0; tries < 3; tries++) {
      await page.keyboard.press('ArrowUp');
      if (
        await within(
          3000,
          () => announcement.textContent(),
          (now) => now === 'Offer is over place 4.',
        ).then(
          () => true,
          () => false,
        )
      )
        break;
    }
    await expect.poll(() => announcement.textContent()).toBe('Offer is over place 4.');
    await page.keyboard.press('Space');
    await expect.poll(() => announcement.textContent()).toBe('Offer dropped at place 4.');
    await list.getByRole('heading', { name: '4. Offer' }).waitFor();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('The stages are saved.').waitFor();
    const saved = await stages();
    expect(saved.map((stage) => stage.labels.en)).toEqual(['New', 'In review', 'Assessment', 'Offer', 'Interview', 'Hired', 'Rejected']);
    expect(saved[2]).toMatchObject({ labels: { en: 'Assessment', nl: 'Assessment (nl)', de: '', fr: '' }, kind: 'open', retentionDays: 120 });
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('says why a stage that holds applications cannot be removed', async () => {
    const { page } = await browser.signedInPage('/cmsadmin/application-stages', { ignore: [/status of 400/] });
    const list = page.getByRole('list', { name: 'Stages in order' });
    await list.getByRole('heading', { name: '1. New' }).waitFor();
    // The first stage holds an application: removing it (and so making 'In review' first) is refused.
    await server.t.database.pool
      .query(`insert into "application" ("name", "desired_function", "telephone", "email", "message", "consent_at", "stage_id", "stage_changed_at",
        "created_at", "locale", "removal_token_hash", "cv_file_name", "cv_size", "cv_content_type", "cv_storage_key", "motivation_file_name",
        "motivation_size", "motivation_content_type", "motivation_storage_key")
      values ('Sam', 'Engineer', '0612345678', 'sam@example.test', '.', now(), (select min("id") from "application_stage"), now(), now(), 'nl', repeat('a', 64),
        'cv.pdf', 10, 'application/pdf', repeat('b', 64), 'm.pdf', 10, 'application/pdf', repeat('c', 64))`);
    await page.getByRole('button', { name: 'Remove New' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').getByText('A stage you removed still holds applications. Move them to another stage first.').waitFor();
    expect((await stages())[0]?.labels.en).toBe('New');
  });
});
