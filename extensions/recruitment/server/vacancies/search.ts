import { z } from 'zod';
import { content, defineOperation, type ContentReader } from '@blokwerk/server/extension';
import { readRecruitmentSettings } from '../settings/operations.js';
import { addDays, amsterdamToday, salaryOf, type SalaryRange } from '../vacancy.js';
import { vacancyListTags } from './list-tags.js';

/** Vacancies per page of the overview. */
export const PAGE_SIZE = 10;

export interface VacancyCard {
  pageID: number;
  slug: string;
  title: string;
  hoursMin: number;
  hoursMax: number | null;
  department: string;
  locality: string;
  employmentType: string;
  workplace: string;
  /** The pay range the card shows; null when the vacancy names none. */
  salary: SalaryRange | null;
  datePosted: string;
  /** Still within the recruitment settings' newForDays of its posting (Amsterdam's calendar). */
  isNew: boolean;
  /** The last day it is new (the site's clock hides the badge after it on a page left open). */
  newUntil: string;
  highlighted: boolean;
}

export interface Facet {
  value: string;
  count: number;
}

export interface VacancySearch {
  total: number;
  page: number;
  pageSize: number;
  items: VacancyCard[];
  /** Open vacancies matching the term, counted per value: what each filter can still find. */
  departments: Facet[];
  localities: Facet[];
  employmentTypes: Facet[];
  /** The public tags of the open vacancies matching the term, counted the same way. */
  tags: Facet[];
}

const filter = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);

export interface Row {
  pageID: number;
  translationGroup: number;
  slug: string;
  title: string;
  data: Record<string, unknown>;
  highlighted: boolean;
  /** Its public page tags. */
  tags: readonly string[];
  /** The published blocks, when asked for (feeds). */
  blocks?: unknown;
}

export const text = (data: Record<string, unknown>, name: string) => (typeof data[name] === 'string' ? data[name] : '');
export const number = (data: Record<string, unknown>, name: string) => (typeof data[name] === 'number' ? data[name] : null);

/** Each value `valuesOf` finds in the rows, with how many rows have it. */
function facet(rows: readonly Row[], valuesOf: (row: Row) => readonly string[]): Facet[] {
  const counts = new Map<string, number>();
  for (const row of rows) for (const value of valuesOf(row)) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).toSorted((a, b) => a.value.localeCompare(b.value, 'nl'));
}

/** The translation groups of the highlighted vacancies: a vacancy is highlighted when it or a translation of it is. */
async function highlightedGroups(reader: ContentReader): Promise<Set<number>> {
  const ids = (await reader.em.execute<{ page_id: number }[]>(`select "page_id" from "vacancy_highlight"`)).map((row) => row.page_id);
  return new Set(ids.length ? (await content.pageFacts(reader, { ids })).items.map((page) => page.translationGroup) : []);
}

/** Newest posting first (YYYY-MM-DD compares as text), then the newest page. */
const newestFirst = (a: Row, b: Row) => text(b.data, 'datePosted').localeCompare(text(a.data, 'datePosted')) || b.pageID - a.pageID;

/**
 * The open vacancies of a locale (published, not past their closing day), newest first; a
 * vacancy is highlighted when it or a translation of it is in the highlights.
 */
export async function openVacancies(reader: ContentReader, locale: string, { withBlocks = false }: { withBlocks?: boolean } = {}): Promise<Row[]> {
  const groups = await highlightedGroups(reader);
  const pages = await content.all((after) => content.publishedPages(reader, { type: 'vacancy', locale, blocks: withBlocks, after, limit: 1000 }));
  const today = amsterdamToday();
  return pages
    .filter((page) => (text(page.typeData, 'closingDate') || '9999-12-31') >= today)
    .map((page): Row => ({
      pageID: page.id,
      translationGroup: page.translationGroup,
      slug: page.slug,
      title: page.title,
      data: page.typeData,
      highlighted: groups.has(page.translationGroup),
      tags: page.tags,
      ...(withBlocks ? { blocks: page.blocks } : {}),
    }))
    .toSorted(newestFirst);
}

/** A vacancy as a card: the overview's and the home page's. */
export function cardOf(row: Row, newForDays: number, now = new Date()): VacancyCard {
  const datePosted = text(row.data, 'datePosted');
  // 0 days: no vacancy is ever new.
  const newUntil = newForDays > 0 ? addDays(datePosted, newForDays) : '0000-00-00';
  return {
    pageID: row.pageID,
    slug: row.slug,
    title: row.title,
    hoursMin: number(row.data, 'hoursMin') ?? 0,
    hoursMax: number(row.data, 'hoursMax'),
    department: text(row.data, 'department'),
    locality: text(row.data, 'locality'),
    employmentType: text(row.data, 'employmentType'),
    workplace: text(row.data, 'workplace'),
    salary: salaryOf(row.data),
    datePosted,
    isNew: amsterdamToday(now) <= newUntil,
    newUntil,
    highlighted: row.highlighted,
  };
}

export const searchInput = z.strictObject({
  locale: z.string().trim().min(2).max(16),
  term: z.string().trim().max(100).default(''),
  department: filter,
  locality: filter,
  employmentType: filter,
  /** A public page tag (in any case). */
  tag: filter,
  page: z.number().int().min(1).max(10_000).default(1),
});

/** Rows whose title, department or place hold every word of the term. */
function matchingTerm(rows: readonly Row[], term: string): Row[] {
  const words = term.toLocaleLowerCase('nl').split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    const haystack = `${row.title} ${text(row.data, 'department')} ${text(row.data, 'locality')}`.toLocaleLowerCase('nl');
    return words.every((word) => haystack.includes(word));
  });
}

/** Rows matching the term and every filter given. */
export function filterRows(
  rows: readonly Row[],
  search: { term: string; department?: string | undefined; locality?: string | undefined; employmentType?: string | undefined; tag?: string | undefined },
): Row[] {
  const tag = search.tag?.toLocaleLowerCase('nl');
  return matchingTerm(rows, search.term).filter(
    (row) =>
      (!search.department || text(row.data, 'department') === search.department) &&
      (!search.locality || text(row.data, 'locality') === search.locality) &&
      (!search.employmentType || text(row.data, 'employmentType') === search.employmentType) &&
      (!tag || row.tags.some((name) => name.toLocaleLowerCase('nl') === tag)),
  );
}

/**
 * The open vacancies of a locale, newest first, matching a term (title, department, place;
 * every word) and the filters, a page at a time, with the counts per filter value.
 */
export const searchVacancies = defineOperation({
  name: 'vacancies.search',
  access: { public: true },
  kind: 'read',
  tags: vacancyListTags,
  input: searchInput,
  async run(ctx, input): Promise<VacancySearch> {
    const rows = await openVacancies(ctx, input.locale);
    const { newForDays } = await readRecruitmentSettings(ctx);
    const matching = matchingTerm(rows, input.term);
    const filtered = filterRows(rows, input);
    return {
      total: filtered.length,
      page: input.page,
      pageSize: PAGE_SIZE,
      items: filtered.slice((input.page - 1) * PAGE_SIZE, input.page * PAGE_SIZE).map((row) => cardOf(row, newForDays)),
      departments: facet(matching, (row) => [text(row.data, 'department')]),
      localities: facet(matching, (row) => [text(row.data, 'locality')]),
      employmentTypes: facet(matching, (row) => [text(row.data, 'employmentType')]),
      tags: facet(matching, (row) => row.tags),
    };
  },
});
