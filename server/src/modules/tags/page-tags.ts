import { z } from 'zod';
import { DomainError } from '../../errors.js';
import type { OperationContext } from '../../operations/define.js';

/** How many tags of each set a page may carry. */
export const MAX_PAGE_TAGS = 20;

const tagList = z.array(z.string().trim().min(1).max(50)).max(MAX_PAGE_TAGS).optional();

/** A store's or draft's tag fields: omitted keeps the base version's tags, [] clears them. */
export const pageTagFields = { tags: tagList, privateTags: tagList };

export interface PageTags {
  tags: string[];
  privateTags: string[];
}

/** A version's tags, the fields of a version that may be absent (drafts written before tags existed). */
export const tagsOf = (version: Partial<PageTags>): PageTags => ({ tags: [...(version.tags ?? [])], privateTags: [...(version.privateTags ?? [])] });

/**
 * The names as their set spells them (tags.validate creates them): an unknown one is refused as
 * V_12 on `<field>.<i>`, a repeated one (in any case) is kept once.
 */
async function knownTags(ctx: OperationContext, field: keyof PageTags, names: readonly string[]): Promise<string[]> {
  if (!names.length) return [];
  const lowered = [...new Set(names.map((name) => name.toLowerCase()))];
  const rows = await ctx.em
    .getConnection()
    .execute<{ name: string }[]>(
      `select "name" from "tag" where "private" = ? and lower("name") in (${lowered.map(() => '?').join(', ')})`,
      [field === 'privateTags', ...lowered],
      'all',
      ctx.em.getTransactionContext(),
    );
  const spelled = new Map(rows.map((t) => [t.name.toLowerCase(), t.name]));
  const missing = names.findIndex((name) => !spelled.has(name.toLowerCase()));
  if (missing >= 0) throw new DomainError('V_12', `${field}.${missing}`);
  return lowered.map((name) => spelled.get(name) ?? name);
}

/** The tags a new version gets: the input's, checked against their sets, or the base version's where omitted. */
export async function resolvePageTags(ctx: OperationContext, input: Partial<PageTags>, base: Partial<PageTags>): Promise<PageTags> {
  const kept = tagsOf(base);
  return {
    tags: input.tags === undefined ? kept.tags : await knownTags(ctx, 'tags', input.tags),
    privateTags: input.privateTags === undefined ? kept.privateTags : await knownTags(ctx, 'privateTags', input.privateTags),
  };
}
