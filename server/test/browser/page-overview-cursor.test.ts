import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { useTestServer } from '../support/test-server.js';

const EVENTUALLY = { timeout: 15_000 };

/** The paging variables of one PagesList query the admin sent. */
interface Paging {
  pageIndex?: number;
  after?: string | null;
  before?: string | null;
}

/**
 * The overview's pager in chromium: next and previous go by the answer's keyset cursors (page
 * 2,000 of a million as fast as page 1), a page number by pageIndex; the rows and the range
 * shown are the same either way.
 */
describe('page overview in chromium: next and previous by cursor', { timeout: 120_000 }, () => {
  const server = useTestServer(ADMIN_ENV);
  const browser = useBrowser(server, { signedIn: true });

  beforeAll(async () => {
    // 60 pages, newest "Rij 60": 25 a page, so page 2 runs from "Rij 35" to "Rij 11".
    await server.t.database.pool.query(`insert into "page" ("translation_group", "locale", "slug", "type", "title", "revision", "created_at", "updated_at")
      select -g, 'nl', 'rij-' || g, 'page', 'Rij ' || lpad(g::text, 2, '0'), 1, now(), timestamptz '2030-01-01 00:00:00+00' + g * interval '1 second'
      from generate_series(1, 60) g`);
  });

  it('steps to the next and previous page with cursors and jumps by page number, showing the same rows and range', async () => {
    const { page, errors } = await browser.signedInPage('/cmsadmin/');
    const sent: Paging[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const body: unknown = request.postDataJSON();
      if (body && typeof body === 'object' && 'operationName' in body && body.operationName === 'PagesList' && 'variables' in body)
        sent.push(body.variables as Paging);
    });
    const firstRow = page.getByRole('table', { name: 'Pages' }).locator('tbody tr').first();
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const shows = async (title: string, range: string) => {
      await expect.poll(() => firstRow.textContent(), EVENTUALLY).toContain(title);
      await page.getByText(range).waitFor(EVENTUALLY);
    };
    const lastSent = () => sent.at(-1) ?? {};

    await shows('Rij 60', '1–25 of 60');
    await pager.getByRole('button', { name: 'Go to next page' }).click();
    await shows('Rij 35', '26–50 of 60');
    expect(lastSent()).toMatchObject({ pageIndex: 0, after: expect.any(String) });

    await pager.getByRole('button', { name: 'Go to next page' }).click();
    await shows('Rij 10', '51–60 of 60');
    expect(lastSent()).toMatchObject({ pageIndex: 0, after: expect.any(String) });

    await pager.getByRole('button', { name: 'Go to previous page' }).click();
    await shows('Rij 35', '26–50 of 60');
    expect(lastSent()).toMatchObject({ pageIndex: 0, before: expect.any(String) });

    // Back to the first page and a jump two pages on: by pageIndex, no cursor.
    for (const [button, title, range, pageIndex] of [
      ['Go to page 1', 'Rij 60', '1–25 of 60', 0],
      ['Go to page 3', 'Rij 10', '51–60 of 60', 2],
    ] as const) {
      await pager.getByRole('button', { name: button }).click();
      await shows(title, range);
      expect(lastSent()).toMatchObject({ pageIndex });
      expect(lastSent().after ?? lastSent().before).toBeUndefined();
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
