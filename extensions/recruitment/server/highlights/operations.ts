import { z } from 'zod';
import { DomainError, defineOperation, emitContentEvent, recordId, type ErrorCode } from '@blokwerk/server/extension';
import { readRecruitmentSettings } from '../settings/operations.js';
import { cardOf, openVacancies, type VacancyCard } from '../vacancies/search.js';
import { Highlight } from './entities.js';

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

/** The highlighted vacancies of a locale that are open, in their order, as cards (the home page's block). */
export const listHighlightedCards = defineOperation({
  name: 'highlights.cards',
  access: { public: true },
  kind: 'read',
  input: z.strictObject({ locale: z.string().trim().min(2).max(16) }),
  async run(ctx, input): Promise<VacancyCard[]> {
    const order = (await ctx.em.find(Highlight, {}, { orderBy: { position: 'asc' } })).map((h) => h.pageId);
    const open = new Map((await openVacancies(ctx.em, input.locale, { ids: order })).map((row) => [row.pageID, row]));
    const { newForDays } = await readRecruitmentSettings(ctx);
    return order.flatMap((id) => {
      const row = open.get(id);
      return row ? [cardOf(row, newForDays)] : [];
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
