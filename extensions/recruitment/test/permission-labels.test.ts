import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import recruitment from '../server/index.js';

// The roles screen names a permission by its label in the interface language and falls back to
// its technical name, so a label missing from one catalogue shows `manage-…` to that language's admins.

const LOCALES = ['en', 'nl', 'de', 'fr'] as const;

describe('the extension’s permissions in the admin', () => {
  it.each(LOCALES)('have a label in %s', async (locale) => {
    const messages = JSON.parse(await readFile(new URL(`../admin/messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
    const declared = (recruitment.permissions ?? []).map(({ name }) => name);
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((name) => !messages[`permission.${name}`])).toEqual([]);
  });
});
