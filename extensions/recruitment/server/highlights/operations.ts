import { z } from 'zod';
import { DomainError, content, defineOperation, emitContentEvent, recordId, type ErrorCode, type OperationContext } from '@blokwerk/server/extension';
import { readRecruitmentSettings } from '../settings/operations.js';
import { cardOf, openVacancies, type VacancyCard } from '../vacancies/search.js';
import { isPastClosing } from '../vacancy.js';
import { Highlight } from './entities.js';
import { vacancyListTags } from '../vacancies/list-tags.js';

/** How many vacancies the home page highlights at most. */
export const MAX_HIGHLIGHTS = 6;

/** The highlighted vacancies' page ids, in order: the home page shows them (public), the settings screen edits them. */
export const listHighlights = defineOperation({
  name: 'highlights.list',
  access: { public: true },
  kind: 'read',
  input: z.strictObject({}),
  async run(ctx): Promise<number[]> {
    return (await ctx.em.find(Highlight, {}, { orderBy: { position: 'asc' } })).map((h) => h.pageId);
  },
});

/** The highlighted vacancies' translation groups, in the list's order (a vacancy and its translations share one). */
async function highlightedGroupsInOrder(ctx: OperationContext): Promise<number[]> {
  const ids = (await ctx.em.find(Highlight, {}, { orderBy: { position: 'asc' } })).map((h) => h.pageId);
  const groups = new Map((await content.pageFacts(ctx, { ids })).items.map((page) => [page.id, page.translationGroup]));
  return ids.flatMap((id) => groups.get(id) ?? []);
}

/**
 * The home page's cards in a locale: the highlighted vacancies that are open there, in their
 * order; a slot whose vacancy is closed, unpublished or not translated goes to the newest open
 * vacancy not shown yet, so the home page shows as many as were chosen.
 */
export const listHighlightedCards = defineOperation({
  name: 'highlights.cards',
  access: { public: true },
  kind: 'read',
  tags: vacancyListTags,
  input: z.strictObject({ locale: z.string().trim().min(2).max(16) }),
  async run(ctx, input): Promise<VacancyCard[]> {
    const groups = await highlightedGroupsInOrder(ctx);
    const open = await openVacancies(ctx, input.locale);
    const { newForDays } = await readRecruitmentSettings(ctx);
    // Each highlight's translation in the locale, when that is open there.
    const byGroup = new Map(open.map((row) => [row.translationGroup, row]));
    const chosen = groups.flatMap((group) => byGroup.get(group) ?? []);
    const next = open.filter((row) => !chosen.includes(row));
    return [...chosen, ...next].slice(0, groups.length).map((row) => cardOf(row, newForDays));
  },
});

/** Why a highlighted vacancy cannot show: unpublished, or past its closing date (Amsterdam's calendar); null while open. */
export type HighlightProblem = 'unpublished' | 'closed' | null;

export interface HighlightState {
  pageID: number;
  title: string;
  problem: HighlightProblem;
}

/** The state of vacancies the highlights screen lists: their title (as last saved) and whether the site can show them. */
export const highlightStates = defineOperation({
  name: 'highlights.states',
  access: { permission: 'manage-vacancy-highlights' },
  kind: 'read',
  input: z.strictObject({ pageIDs: z.array(recordId).max(100) }),
  async run(ctx, { pageIDs }): Promise<HighlightState[]> {
    if (!pageIDs.length) return [];
    const facts = (await content.pageFacts(ctx, { type: 'vacancy', ids: pageIDs })).items;
    const published = new Map((await content.publishedPages(ctx, { type: 'vacancy', ids: pageIDs })).items.map((page) => [page.id, page]));
    return facts.map((page) => {
      const live = published.get(page.id);
      const closingDate = typeof live?.typeData.closingDate === 'string' ? live.typeData.closingDate : undefined;
      return { pageID: page.id, title: live?.title ?? page.title, problem: !live ? 'unpublished' : isPastClosing(closingDate) ? 'closed' : null };
    });
  },
});

/**
 * Replaces the list. More than MAX_HIGHLIGHTS is V_07 on `pageIDs` (the admin shows its limit
 * modal before it gets here); an id twice, or one that is no vacancy, is V_12 on that id.
 */
export const setHighlights = defineOperation({
  name: 'highlights.set',
  access: { permission: 'manage-vacancy-highlights' },
  kind: 'write',
  input: z.strictObject({ pageIDs: z.array(recordId).max(100) }),
  audit: { action: 'highlights.set' },
  async run(ctx, { pageIDs }): Promise<number[]> {
    if (pageIDs.length > MAX_HIGHLIGHTS) throw new DomainError('V_07', 'pageIDs');
    const vacancies = new Set((await content.pageFacts(ctx, { type: 'vacancy', ids: pageIDs })).items.map((page) => page.id));
    const wrong = pageIDs.flatMap((id, i) =>
      !vacancies.has(id) || pageIDs.indexOf(id) !== i ? [{ code: 'V_12' as ErrorCode, property: `pageIDs.${i}` }] : [],
    );
    if (wrong.length) throw new DomainError(wrong);
    await ctx.em.nativeDelete(Highlight, {});
    for (const [position, pageId] of pageIDs.entries()) ctx.em.persist(ctx.em.create(Highlight, { position, pageId }));
    await ctx.em.flush();
    // The home page shows them: every process's page cache clears.
    await emitContentEvent(ctx, { type: 'site.changed', pageId: null });
    return pageIDs;
  },
});
