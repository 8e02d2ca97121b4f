import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_ENV, activatedUser } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { gql } from '../support/gql.js';
import { useTestServer } from '../support/test-server.js';

// Renders the built admin: run `npm run build` first.

interface Head {
  page: { pageVersion: { id: number; revision: number; title: string; blocks: { props: { text?: string } }[] } };
}
const HEAD = 'query($id: Int!) { page(id: $id) { pageVersion { id revision title blocks } } }';
const WORKING_DRAFT = 'query($id: Int!) { workingDraft(pageID: $id) { baseRevision blocks } }';

const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: 'Page actions' });
const headingText = (page: Page) => page.getByRole('region', { name: 'Block 1: Heading' }).getByLabel('Text');
/** Autosave's confirmation in the toolbar (until an explicit Save, the only "Saved" there). */
const autosaved = (page: Page) => toolbarOf(page).locator('output', { hasText: /^Saved$/ });

describe(
  'autosave in chromium: unsaved changes survive a reload, never overwrite a newer version and leave the browser at logout',
  { timeout: 120_000 },
  () => {
    const server = useTestServer(ADMIN_ENV);
    const browser = useBrowser(server, { signedIn: true });

    it('autosaves while typing, offers the changes back after a reload, keeps them offline, stops at a newer version, and forgets them at logout', async () => {
      const created = await gql<{ createPage: { pageID: number } }>(
        browser.admin,
        'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }',
        {
          input: {
            title: 'Automatisch',
            slug: 'automatisch',
            type: 'page',
            locale: 'nl',
            content: [{ type: 'heading', key: 'h', props: { text: 'Begin', level: 'h2' } }],
          },
        },
      );
      const pageId = created.createPage.pageID;
      // The browser reports the offline attempts and the refused autosave (409) in its console; nothing else may show up there.
      const { page, errors } = await browser.signedInPage(`/cmsadmin/page/${pageId}`, { ignore: [/ERR_INTERNET_DISCONNECTED/, /status of 409/] });
      // Leaving with unsaved changes asks the browser's own question: the editor answers "leave".
      page.on('dialog', (dialog) => void dialog.accept());
      await page.getByRole('heading', { level: 1, name: 'Edit page: Automatisch' }).waitFor();

      await headingText(page).fill('Bewaard zonder opslaan');
      await autosaved(page).waitFor();
      const draft = await gql<{ workingDraft: { baseRevision: number; blocks: { props: { text: string } }[] } | null }>(browser.admin, WORKING_DRAFT, {
        id: pageId,
      });
      expect(draft.workingDraft).toMatchObject({ baseRevision: 1, blocks: [{ props: { text: 'Bewaard zonder opslaan' } }] });
      // Nothing was stored as a version.
      expect((await gql<Head>(browser.admin, HEAD, { id: pageId })).page.pageVersion.revision).toBe(1);

      await page.reload();
      const offer = page.getByRole('dialog', { name: 'Restore your unsaved changes?' });
      await offer.getByRole('button', { name: 'Restore' }).click();
      await offer.waitFor({ state: 'detached' });
      expect(await headingText(page).inputValue()).toBe('Bewaard zonder opslaan');
      await toolbarOf(page).getByText('Unsaved changes').waitFor();

      // Offline: the changes stay in this browser, and go to the server once it is reachable again.
      await page.context().setOffline(true);
      await headingText(page).fill('Offline getypt');
      await toolbarOf(page).getByText('Offline — changes kept in this browser').waitFor();
      await page.context().setOffline(false);
      await autosaved(page).waitFor();
      await expect
        .poll(
          async () =>
            (await gql<{ workingDraft: { blocks: { props: { text: string } }[] } | null }>(browser.admin, WORKING_DRAFT, { id: pageId })).workingDraft
              ?.blocks[0]?.props.text,
        )
        .toBe('Offline getypt');

      // Another editor stores a newer version: the next autosave stops and shows the conflict, overwriting nothing.
      const other = await activatedUser(server.t, browser.admin, 'collega@example.test', 'Editor');
      const head = (await gql<Head>(browser.admin, HEAD, { id: pageId })).page.pageVersion;
      await gql(other.client, 'mutation($input: StorePageVersionInput!) { storePageVersion(input: $input) { revision } }', {
        input: {
          id: head.id,
          revision: head.revision,
          title: 'Van de collega',
          blocks: [{ type: 'heading', key: 'h', props: { text: 'Collega', level: 'h2' } }],
        },
      });
      await headingText(page).fill('Na de collega getypt');
      const conflict = page.getByRole('dialog', { name: 'Someone else changed this page' });
      await conflict.getByRole('button', { name: 'Compare' }).click();
      const compare = page.getByRole('dialog', { name: 'Your starting point and the newer version' });
      await compare.getByRole('button', { name: 'Close' }).last().click();
      await compare.waitFor({ state: 'detached' });
      await conflict.getByRole('button', { name: 'Keep editing' }).click();
      await conflict.waitFor({ state: 'detached' });
      await toolbarOf(page).getByText('Autosave stopped: a newer version exists').waitFor();

      const after = (await gql<Head>(browser.admin, HEAD, { id: pageId })).page.pageVersion;
      expect(after).toMatchObject({ revision: 2, title: 'Van de collega', blocks: [{ props: { text: 'Collega' } }] });
      // The stopped autosave kept the last draft it had saved, on its old base.
      const kept = await gql<{ workingDraft: { baseRevision: number; blocks: { props: { text: string } }[] } | null }>(browser.admin, WORKING_DRAFT, {
        id: pageId,
      });
      expect(kept.workingDraft).toMatchObject({ baseRevision: 1, blocks: [{ props: { text: 'Offline getypt' } }] });

      // Storing over it stays the editor's deliberate choice; the stored version takes the working draft's place.
      await toolbarOf(page).getByRole('button', { name: 'Save' }).click();
      await conflict.getByRole('button', { name: 'Store mine as newest' }).click();
      await conflict.waitFor({ state: 'detached' });
      await expect.poll(async () => (await gql<Head>(browser.admin, HEAD, { id: pageId })).page.pageVersion.revision).toBe(3);
      expect((await gql<{ workingDraft: unknown }>(browser.admin, WORKING_DRAFT, { id: pageId })).workingDraft).toBeNull();
      await toolbarOf(page).getByText('Autosave stopped: a newer version exists').waitFor({ state: 'detached' });

      // Logging out leaves no copy of unsaved changes in this browser (a shared computer).
      const copies = () =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith('blokwerk.admin.workingDraft.'))
            .map((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { synced?: boolean }).synced),
        );
      await headingText(page).fill('Voor het afmelden');
      await expect.poll(copies, { timeout: 15_000 }).toEqual([true]); // autosaved, and kept here too
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      expect(await copies()).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  },
);
