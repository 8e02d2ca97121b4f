import { z } from 'zod';
import { named } from '../../operations/contract.js';
import { defineOperation, type Access } from '../../operations/define.js';
import { containsPattern } from '../../operations/pagination.js';
import { Tag } from './entities.js';

/** Letters (any script), digits, spaces and hyphens; one space between words. */
const tagName = z
  .string()
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { abort: true })
      .max(50, { abort: true })
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u),
  );

function searchOperation(name: string, isPrivate: boolean, access: Access) {
  return defineOperation({
    name,
    access,
    kind: 'read',
    input: z.object({ term: z.string().trim().max(50).default('') }),
    async run(ctx, input): Promise<string[]> {
      const tags = await ctx.em.find(
        Tag,
        { private: isPrivate, ...(input.term ? { name: { $ilike: containsPattern(input.term) } } : {}) },
        { orderBy: { name: 'asc' }, limit: 20 },
      );
      return tags.map((t) => t.name);
    },
  });
}

function fetchOperation(name: string, isPrivate: boolean, access: Access) {
  return defineOperation({
    name,
    access,
    kind: 'read',
    input: z.object({}),
    async run(ctx): Promise<string[]> {
      return (await ctx.em.find(Tag, { private: isPrivate }, { orderBy: { name: 'asc' } })).map((t) => t.name);
    },
  });
}

/** POST tags/search and tags/search-private: at most 20 tags containing the term. */
export const searchTags = searchOperation('tags.search', false, { public: true });
export const searchPrivateTags = searchOperation('tags.searchPrivate', true, { permission: 'edit-page' });
/** GET tags/fetch and tags/fetch-private: the whole set. */
export const fetchTags = fetchOperation('tags.fetch', false, { public: true });
export const fetchPrivateTags = fetchOperation('tags.fetchPrivate', true, { permission: 'edit-page' });

const validatedTag = named(
  'ValidatedTag',
  z.object({ tag: z.string().describe('The tag as stored (normalised, or the existing spelling).'), created: z.boolean() }),
);
type ValidatedTag = z.output<typeof validatedTag>;

/**
 * POST tags/validate: checks a tag (V_12 characters, V_14 length) and answers it normalised;
 * a new one joins its set, an existing one keeps its first spelling.
 */
export const validateTag = defineOperation({
  name: 'tags.validate',
  access: { permission: 'edit-page' },
  kind: 'write',
  // In the order schema.graphql has always shown these arguments.
  input: z.object({ private: z.boolean().default(false), tag: tagName }),
  output: validatedTag,
  async run(ctx, input): Promise<ValidatedTag> {
    const existing = await ctx.em.findOne(Tag, { private: input.private, name: { $ilike: input.tag.replace(/[\\%_]/g, (c) => `\\${c}`) } });
    if (existing) return { tag: existing.name, created: false };
    await ctx.em.persist(ctx.em.create(Tag, { name: input.tag, private: input.private, createdAt: new Date() })).flush();
    return { tag: input.tag, created: true };
  },
});
