import { z } from 'zod';
import { DomainError, defineOperation, emitContentEvent, recordId, type ErrorCode, type OperationContext } from '@blokwerk/server/extension';
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

/** The highlights' pages in a locale (each one's translation there, if any), in the list's order, and how many there are in all. */
async function highlightsIn(ctx: OperationContext, locale: string): Promise<{ ids: number[]; slots: number }> {
  const rows = await ctx.em.execute<{ id: number | null }[]>(
    `select s."id" from "vacancy_highlight" h
       join "page" p on p."id" = h."page_id"
       left join "page" s on s."translation_group" = p."translation_group" and s."locale" = ?
      order by h."position"`,
    [locale],
  );
  return { ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])), slots: rows.length };
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
    const { ids, slots } = await highlightsIn(ctx, input.locale);
    const open = await openVacancies(ctx.em, input.locale);
    const { newForDays } = await readRecruitmentSettings(ctx);
    const byId = new Map(open.map((row) => [row.pageID, row]));
    const chosen = ids.flatMap((id) => byId.get(id) ?? []);
    const next = open.filter((row) => !chosen.includes(row));
    return [...chosen, ...next].slice(0, slots).map((row) => cardOf(row, newForDays));
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
    const rows = await ctx.em.execute<{ pageID: number; title: string; published: boolean; closingDate: string | null }[]>(
      `select p."id" as "pageID", coalesce(pv."title", hv."title", '') as "title", pv."id" is not null as "published",
              nullif(coalesce(pv."type_data", hv."type_data")->>'closingDate', '') as "closingDate"
         from "page" p
         left join "page_version" pv on pv."id" = p."published_version_id"
         left join "page_version" hv on hv."id" = p."head_version_id"
        where p."type" = 'vacancy' and p."id" in (${pageIDs.map(() => '?').join(',')})`,
      pageIDs,
    );
    return rows.map((row) => ({
      pageID: row.pageID,
      title: row.title,
      problem: !row.published ? 'unpublished' : isPastClosing(row.closingDate ?? undefined) ? 'closed' : null,
    }));
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
    const vacancies = new Set((await ctx.em.execute<{ id: number }[]>(`select "id" from "page" where "type" = 'vacancy' and "id" in (${pageIDs.map(() => '?').join(',') || 'null'})`, pageIDs)).map((r) => r.id));
    const wrong = pageIDs.flatMap((id, i) => (!vacancies.has(id) || pageIDs.indexOf(id) !== i ? [{ code: 'V_12' as ErrorCode, property: `pageIDs.${i}` }] : []));
    if (wrong.length) throw new DomainError(wrong);
    await ctx.em.nativeDelete(Highlight, {});
    for (const [position, pageId] of pageIDs.entries()) ctx.em.persist(ctx.em.create(Highlight, { position, pageId }));
    await ctx.em.flush();
    // The home page shows them: every process's page cache clears.
    await emitContentEvent(ctx, { type: 'site.changed', pageId: null });
    return pageIDs;
  },
});
