import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CORE_PERMISSIONS } from '../../src/operations/permissions.js';

// The roles screen names a permission by its label in the interface language and falls back to
// its technical name, so a label missing from one catalogue shows `manage-…` to that language's admins.

const LOCALES = ['en', 'nl', 'de', 'fr'] as const;

describe('core’s permissions in the admin', () => {
  it.each(LOCALES)('have a label in %s', async (locale) => {
    const url = new URL(`../../../admin/src/i18n/messages/app/${locale}.json`, import.meta.url);
    const messages = JSON.parse(await readFile(url, 'utf8')) as Record<string, string>;
    expect(CORE_PERMISSIONS.filter((name) => !messages[`permission.${name}`])).toEqual([]);
  });
});
