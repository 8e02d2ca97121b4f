import type { Page } from 'playwright-core';

/** Adds a block of the type labelled `label` at the end of the page through the editor's block inserter. */
export async function addBlock(page: Page, label: string): Promise<void> {
  await page.getByRole('region', { name: 'Blocks' }).getByRole('button', { name: 'Add block', exact: true }).click();
  const inserter = page.getByRole('dialog', { name: 'Add a block' });
  await inserter.getByRole('combobox', { name: 'Search blocks' }).fill(label);
  await inserter.getByRole('option', { name: label, exact: true }).click();
}
