/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import recruitment from '../server/index.js';
import { axeViolations, useBrowser, useTestServer } from '@blokwerk/testing';
import { DEMO_VACANCIES } from '../server/demo/vacancies.js';

// The built site (site/dist, built with the configured extensions: npm run build), with the demo content.

const open = DEMO_VACANCIES.find((v) => v.closesInDays === undefined || v.closesInDays > 0);
const closed = DEMO_VACANCIES.find((v) => v.closesInDays !== undefined && v.closesInDays < 0);
/** Waits until the cookie banner's modal (`.cm`, or the preferences' `.pm`) has faded in. */
const shown = (page: Page, modal: string) =>
  page.waitForFunction((selector) => {
    const element = document.querySelector(`#cc-main ${selector}`);
    return element !== null && getComputedStyle(element).opacity === '1';
  }, modal);

const PAGES = [
  '/',
  '/en',
  '/vacatures',
  '/vacatures?q=astronaut',
  '/vacatures?afdeling=Service',
  `/vacatures/${open?.slug}`,
  `/vacatures/${closed?.slug}`,
  '/over-ons',
  '/privacyverklaring',
  '/sitemap',
];

describe('the recruitment site is accessible', () => {
  const server = useTestServer({ extensions: [recruitment], env: { BLOKWERK_SEED: 'demo' } });
  const browser = useBrowser(server);

  it('has no axe-core violations on its pages, on a phone and on a desktop', { timeout: 120_000 }, async () => {
    const found: Record<string, unknown> = {};
    for (const viewport of [
      { width: 375, height: 800 },
      { width: 1280, height: 900 },
    ]) {
      const page = await browser.freshPage({ bypassCSP: true, viewport, locale: 'nl-NL' });
      for (const path of PAGES) {
        const response = await page.goto(`${server.t.url}${path}`);
        expect(response?.status(), path).toBe(200);
        // The cookie banner shows on every page until the visitor chooses (site/consent/): checked once faded in.
        await shown(page, '.cm');
        const violations = await axeViolations(page);
        if (violations.length) found[`${viewport.width}px ${path}`] = violations;
      }
      // And the banner's preferences.
      await page.getByRole('button', { name: 'Voorkeuren' }).click();
      await shown(page, '.pm');
      const violations = await axeViolations(page);
      if (violations.length) found[`${viewport.width}px cookie preferences`] = violations;
      await page.context().close();
    }
    expect(found).toEqual({});
  });
});
