import { describe, expect, it } from 'vitest';
import { ADMIN_ENV } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { useTestServer } from '../support/test-server.js';
import { halves, upload } from '../media/support.js';

const EVENTUALLY = { timeout: 15_000 };
const MISSING_ALT = 'The image team.png has no alt text';

/** Issue 32's content checks in the editor and its preview: a problem listed, its block found, and gone once fixed. */
describe('content checks in the page editor, in chromium', { timeout: 120_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });

  it('lists an image without alt text, goes to its block, and drops the problem once the alt text is given', async () => {
    const image = (await upload(browser.admin, '/', 'team.png', await halves())).body.file;
    const created = await browser.admin.post<{ pageID: number }>('/api/blokwerk/page/create', {
      title: 'Ons team',
      slug: 'ons-team',
      type: 'page',
      locale: 'nl',
      seoTitle: 'Ons team',
      content: [
        { type: 'heading', key: 'kop', props: { text: 'Wie wij zijn', level: 'h2' } },
        { type: 'image', key: 'foto', props: {}, __images: { image: [{ fileID: image.id, hash: image.hash, fileName: 'team.png', altText: '' }] } },
      ],
    });
    const pageId = created.body.pageID;

    const { page, errors } = await browser.signedInPage(`/cmsadmin/page/${pageId}`);
    await page.getByRole('heading', { level: 1, name: 'Edit page: Ons team' }).waitFor();
    const checksTab = page.getByRole('tab', { name: /^Checks/ });
    await expect.poll(() => checksTab.textContent(), EVENTUALLY).toMatch(/^Checks \(\d+\)$/);
    // The side-by-side preview sums them up and leads to the Checks tab.
    await page.getByRole('toolbar', { name: 'Page actions' }).getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => preview.locator('output').textContent(), EVENTUALLY).toMatch(/^\d+ problems$/);
    await preview.getByRole('button', { name: 'Show the problems in the Checks tab' }).click();
    await expect.poll(() => checksTab.getAttribute('aria-selected'), EVENTUALLY).toBe('true');
    const panel = page.getByRole('tabpanel');
    const photoGroup = panel.getByRole('region', { name: 'Block 2: Image' });
    await photoGroup.getByText(MISSING_ALT).waitFor(EVENTUALLY);

    await photoGroup.getByRole('button', { name: 'Go to Block 2: Image' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected'), EVENTUALLY).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest<HTMLElement>('[data-block-key]')?.dataset.blockKey), EVENTUALLY).toBe('foto');

    await page.getByRole('region', { name: 'Block 2: Image' }).getByLabel('Alternative text for team.png').fill('Het team aan het werk');
    await checksTab.click();
    await expect.poll(() => panel.locator('output').first().textContent(), EVENTUALLY).toMatch(/problems? found/);
    await expect.poll(() => panel.getByText(MISSING_ALT).count(), EVENTUALLY).toBe(0);
    // The description is still missing: that problem stays, on the page itself.
    await panel.getByRole('region', { name: 'Page' }).getByText('The page has no SEO description').waitFor();

    // axe runs inside the rendered draft (its script allowed by the site's CSP): the site renders the page cleanly.
    await panel.getByRole('button', { name: 'Check the rendered page' }).click();
    await expect
      .poll(() => panel.locator('output').nth(1).textContent(), { timeout: 30_000 })
      .toBe('The rendered page has no accessibility problems that axe can find.');
    expect(errors).toEqual([]);
  });
});
