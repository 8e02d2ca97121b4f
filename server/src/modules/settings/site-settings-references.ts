import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErrorItem } from '../../errors.js';
import { chosenImageIds, IMAGE_FIELDS, type SiteSettingsDocument } from './site-settings-schema.js';

/** Each per-locale list names only available locales, each at most once. */
function localeErrors(doc: SiteSettingsDocument, locales: readonly string[]): ErrorItem[] {
  const errors: ErrorItem[] = [];
  const unique = ['siteName', 'footerText', 'homePages', 'notFoundPages'] as const;
  for (const field of unique) {
    const seen = new Set<string>();
    doc[field].forEach((entry, index) => {
      if (!locales.includes(entry.locale) || seen.has(entry.locale)) errors.push({ code: 'V_12', property: `${field}.${index}.locale` });
      seen.add(entry.locale);
    });
  }
  doc.footerLinks.forEach((link, index) => {
    if (!locales.includes(link.locale)) errors.push({ code: 'V_12', property: `footerLinks.${index}.locale` });
  });
  return errors;
}

/** The chosen media exist and are images. */
async function imageErrors(em: EntityManager, doc: SiteSettingsDocument): Promise<ErrorItem[]> {
  const ids = chosenImageIds(doc);
  if (!ids.length) return [];
  const rows = await em.execute<{ id: number }[]>(`select "id" from "media_file" where "id" = any(?) and "mime_type" like 'image/%'`, [`{${ids.join(',')}}`]);
  const images = new Set(rows.map((row) => row.id));
  return IMAGE_FIELDS.filter((field) => {
    const id = doc[field];
    return id !== null && !images.has(id);
  }).map((property) => ({ code: 'V_12', property }));
}

/** The chosen pages exist in the locale they are chosen for. */
async function pageErrors(em: EntityManager, doc: SiteSettingsDocument): Promise<ErrorItem[]> {
  const chosen = [
    ...doc.homePages.map((entry, index) => ({ ...entry, property: `homePages.${index}.pageId` })),
    ...doc.notFoundPages.map((entry, index) => ({ ...entry, property: `notFoundPages.${index}.pageId` })),
    ...doc.footerLinks.flatMap((link, index) =>
      link.pageId === null ? [] : [{ locale: link.locale, pageId: link.pageId, property: `footerLinks.${index}.pageId` }],
    ),
  ];
  if (!chosen.length) return [];
  const rows = await em.execute<{ id: number; locale: string }[]>(`select "id", "locale" from "page" where "id" = any(?)`, [
    `{${chosen.map((c) => c.pageId).join(',')}}`,
  ]);
  const localeOf = new Map(rows.map((row) => [row.id, row.locale]));
  return chosen.filter((entry) => localeOf.get(entry.pageId) !== entry.locale).map(({ property }) => ({ code: 'V_12', property }));
}

/** What the schema cannot check alone: locales, media and pages against the database. */
export async function referenceErrors(em: EntityManager, doc: SiteSettingsDocument, locales: readonly string[]): Promise<ErrorItem[]> {
  return [...localeErrors(doc, locales), ...(await imageErrors(em, doc)), ...(await pageErrors(em, doc))];
}

/** The chosen images, shared so visitors may fetch them by id although no published page uses them. */
export async function shareChosenImages(em: EntityManager, doc: SiteSettingsDocument): Promise<void> {
  const ids = chosenImageIds(doc);
  if (ids.length) await em.execute(`update "media_file" set "shared" = true where "id" = any(?) and not "shared"`, [`{${ids.join(',')}}`]);
}
