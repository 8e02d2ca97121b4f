import { z } from 'zod';
import type { ContentModel } from '../../content-model/registry.js';
import { validateContent, type Block } from '../../content-model/validate.js';
import { DomainError } from '../../errors.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { keysetInput } from '../../operations/keyset.js';
import { findCursorPage, type CursorListPage } from '../../operations/keyset-list.js';
import { listInput } from '../../operations/pagination.js';
import { defaultLocaleOf } from '../settings/operations.js';
import { User } from '../users/entities.js';
import { Page, PageRedirect, PageVersion } from './entities.js';
import { findPage } from './page-operations.js';
import { appendVersion, assertRevision } from './page-writes.js';
import { fullSlug, isSlugFree } from './slugs.js';
import { pageView, versionView, type PageVersionView, type PageView } from './views.js';
import { emitContentEvent } from '../../events/content-events.js';

export interface VersionSummary {
  id: number;
  revision: number;
  title: string;
  authorID: number | null;
  authorName: string | null;
  createdAt: Date;
  restoredFrom: number | null;
  /** The revision of `restoredFrom`, as editors name versions ("restored from r3"). */
  restoredFromRevision: number | null;
  /** The version one revision before this one (compare with previous). */
  previousID: number | null;
  /** Seconds since it was stored, by the server's clock. */
  ageSeconds: number;
  isHead: boolean;
  isPublished: boolean;
}

export interface VersionHistory extends CursorListPage<VersionSummary> {
  /** The page's current draft (compare with current), on every page of the list. */
  headVersionID: number | null;
}

/** Id and revision of the versions the listed ones refer to: their predecessors and what they restored. */
async function relatedRevisions(ctx: OperationContext, page: Page, versions: readonly Pick<PageVersion, 'revision' | 'restoredFrom'>[]) {
  const previous = versions.map((v) => v.revision - 1).filter((revision) => revision > 0);
  const restored = versions.flatMap((v) => (v.restoredFrom ? [v.restoredFrom] : []));
  const related =
    previous.length + restored.length === 0
      ? []
      : await ctx.em.find(PageVersion, { page, $or: [{ revision: { $in: previous } }, { id: { $in: restored } }] }, { fields: ['id', 'revision'] });
  return {
    idOfRevision: new Map(related.map((v) => [v.revision, v.id])),
    revisionOfId: new Map(related.map((v) => [v.id, v.revision])),
  };
}

/** GET page/{id}/history: every version, newest first, with author and time, and the ids to compare it with. */
export const listHistory = defineOperation({
  name: 'pages.history',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: listInput(['createdAt'], 'createdAt').extend({ id: recordId, ...keysetInput }),
  async run(ctx, input): Promise<VersionHistory> {
    const page = await findPage(ctx.em, input.id);
    // Revisions count up with time: the revision is the creation order, and unique per page.
    const sort = { property: 'revision', column: 'revision', kind: 'integer', direction: input.sortOrder } as const;
    const { items: versions, ...paging } = await findCursorPage<PageVersion, 'author', 'id' | 'revision' | 'title' | 'author' | 'createdAt' | 'restoredFrom'>(
      ctx.em,
      PageVersion,
      { page },
      sort,
      input,
      page.id,
      {
        fields: ['id', 'revision', 'title', 'author', 'createdAt', 'restoredFrom'],
        populate: ['author'],
      },
    );
    const { idOfRevision, revisionOfId } = await relatedRevisions(ctx, page, versions);
    const now = Date.now();
    return {
      ...paging,
      headVersionID: page.headVersion?.id ?? null,
      items: versions.map((v) => ({
        id: v.id,
        revision: v.revision,
        title: v.title,
        authorID: v.author?.id ?? null,
        authorName: v.author?.isInitialized() ? (v.author.getEntity() as User).name : null,
        createdAt: v.createdAt,
        restoredFrom: v.restoredFrom ?? null,
        restoredFromRevision: v.restoredFrom ? (revisionOfId.get(v.restoredFrom) ?? null) : null,
        previousID: idOfRevision.get(v.revision - 1) ?? null,
        ageSeconds: Math.max(0, Math.round((now - v.createdAt.getTime()) / 1000)),
        isHead: page.headVersion?.id === v.id,
        isPublished: page.publishedVersion?.id === v.id,
      })),
    };
  },
});

export type BlockChange = 'added' | 'removed' | 'changed' | 'moved' | 'unchanged';

export interface VersionComparison {
  from: PageVersionView;
  to: PageVersionView;
  /** Page-level fields that differ: title, seo*, typeData.<field>. */
  changedFields: string[];
  /** One entry per block key of either version, in the newer version's order, removed ones last. */
  blocks: { key: string; type: string; change: BlockChange; changedProps: string[] }[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function compareBlocks(from: Block[], to: Block[]): VersionComparison['blocks'] {
  const before = new Map(from.map((b, index) => [b.key, { block: b, index }]));
  const after = new Set(to.map((b) => b.key));
  const result: VersionComparison['blocks'] = to.map((block, index) => {
    const old = before.get(block.key);
    if (!old) return { key: block.key, type: block.type, change: 'added', changedProps: [] };
    const keys = new Set([...Object.keys(old.block.props), ...Object.keys(block.props)]);
    const changedProps = [...keys].filter((k) => !same(old.block.props[k], block.props[k]));
    for (const map of ['__images', '__files', 'anchorPoint', 'type'] as const) if (!same(old.block[map], block[map])) changedProps.push(map);
    const change: BlockChange = changedProps.length ? 'changed' : old.index !== index ? 'moved' : 'unchanged';
    return { key: block.key, type: block.type, change, changedProps };
  });
  for (const { block } of before.values()) if (!after.has(block.key)) result.push({ key: block.key, type: block.type, change: 'removed', changedProps: [] });
  return result;
}

/** GET page/version/compare?from=&to=: which blocks and fields changed between two versions of a page. */
export const compareVersions = defineOperation({
  name: 'pages.compareVersions',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({ from: recordId, to: recordId }),
  async run(ctx, input): Promise<VersionComparison> {
    const [from, to] = await Promise.all([
      ctx.em.findOne(PageVersion, input.from, { populate: ['page'] }),
      ctx.em.findOne(PageVersion, input.to, { populate: ['page'] }),
    ]);
    if (!from) throw new DomainError('PM_01', 'from', 404);
    if (!to) throw new DomainError('PM_01', 'to', 404);
    if (from.page.id !== to.page.id) throw new DomainError('V_07', 'to');
    return compareVersionContent(from, to, ctx.services.platform.contentModel);
  },
});

/** A version's own fields that a comparison names when they differ (besides typeData and the blocks). */
const COMPARED_FIELDS = ['title', 'seoTitle', 'seoDescription', 'seoKeywords', 'seoImage', 'tags', 'privateTags'] as const;

/** The comparison itself, shared with a translation's view of its source's changes (translation-operations.ts). */
export function compareVersionContent(from: PageVersion, to: PageVersion, model: ContentModel): VersionComparison {
  // Both in the model's current shape, as the views show them: a content migration not run yet is no change.
  const [before, after] = [versionView(from, model), versionView(to, model)];
  const changedFields: string[] = COMPARED_FIELDS.filter((f) => !same(from[f], to[f]));
  const typeKeys = new Set([...Object.keys(before.typeData), ...Object.keys(after.typeData)]);
  for (const key of typeKeys) if (!same(before.typeData[key], after.typeData[key])) changedFields.push(`typeData.${key}`);
  return { from: before, to: after, changedFields, blocks: compareBlocks(before.blocks, after.blocks) };
}

/**
 * POST page/version/{id}/restore: an old version's content as a new head version (the old one
 * and everything since stay in the history). Same revision check as a store.
 */
export const restoreVersion = defineOperation({
  name: 'pages.restoreVersion',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({ id: recordId, revision: z.number().int().positive() }),
  audit: { action: 'page.restore', target: (_input, output: { pageVersion: PageVersionView }) => ({ type: 'page', id: output.pageVersion.pageID }) },
  async run(ctx, input): Promise<{ pageVersion: PageVersionView; revision: number }> {
    const old = await ctx.em.findOne(PageVersion, input.id);
    if (!old) throw new DomainError('PM_01', 'id', 404);
    const page = await findPage(ctx.em, old.page.id, true);
    await assertRevision(ctx, page, input.revision);
    // The model may have changed since: a restored version must still be valid today.
    const content = validateContent(ctx.services.platform.contentModel, page.type, { blocks: old.blocks, typeData: old.typeData }, old);
    const version = await appendVersion(
      ctx,
      page,
      {
        title: old.title,
        ...content,
        seoTitle: old.seoTitle,
        seoDescription: old.seoDescription,
        seoKeywords: old.seoKeywords,
        seoImage: old.seoImage ?? null,
        tags: old.tags,
        privateTags: old.privateTags,
      },
      old.id,
    );
    return { pageVersion: versionView(version, ctx.services.platform.contentModel), revision: version.revision };
  },
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A block value with every string in it passed through `rewrite`. */
function mapStrings(value: unknown, rewrite: (text: string) => string): unknown {
  if (typeof value === 'string') return rewrite(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, rewrite));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, rewrite)]));
  return value;
}

/** The path a link to the page uses: `/{slug}` in the default locale, `/{locale}/{slug}` otherwise. */
export function pagePath(page: Pick<Page, 'locale' | 'slug'>, defaultLocale: string): string {
  const prefix = page.locale === defaultLocale ? '' : `/${page.locale}`;
  return `${prefix}/${page.slug}`.replace(/\/$/, '') || '/';
}

/**
 * PUT page/{id}/save: a new slug. The old path keeps answering with a 301 (page_redirect); with
 * `shouldUpdateLinks`, rich-text links to the page (`data-page-id`) in the head and published
 * versions of other pages get the new href (their target, the page id, is unchanged).
 */
export const savePage = defineOperation({
  name: 'pages.save',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({ id: recordId, slug: z.string().max(512), shouldUpdateLinks: z.boolean().default(false) }),
  audit: { action: 'page.slug', target: (input) => ({ type: 'page', id: input.id }) },
  async run(ctx, input): Promise<{ page: PageView; updatedLinks: number }> {
    const page = await findPage(ctx.em, input.id, true);
    const pageType = ctx.services.platform.contentModel.pageType(page.type);
    if (!pageType) throw new DomainError('V_12', 'type');
    const slug = fullSlug(input.slug, pageType);
    if (slug === page.slug) return { page: pageView(page), updatedLinks: 0 };
    if (!(await isSlugFree(ctx.em, page.locale, slug, page.id))) throw new DomainError('V_06', 'slug');
    const defaultLocale = await defaultLocaleOf(ctx.em);
    const oldPath = pagePath(page, defaultLocale);
    await ctx.em.upsert(PageRedirect, { locale: page.locale, slug: page.slug, page, createdAt: new Date() });
    await ctx.em.nativeDelete(PageRedirect, { locale: page.locale, slug });
    page.slug = slug;
    page.updatedAt = new Date();
    let updatedLinks = 0;
    if (input.shouldUpdateLinks) {
      const newPath = pagePath(page, defaultLocale);
      const anchor = new RegExp(`<a\\b[^>]*\\bdata-page-id="${page.id}"[^>]*>`, 'g');
      const href = new RegExp(`\\bhref="${escapeRegExp(oldPath)}"`);
      const rewrite = (html: string) => html.replace(anchor, (tag) => tag.replace(href, `href="${newPath}"`));
      const candidates = await ctx.em.getConnection().execute<{ id: number }[]>(
        `select v."id" from "page_version" v join "page" p on v."id" in (p."head_version_id", p."published_version_id")
         where v."blocks"::text like ?`,
        [`%data-page-id=\\\\"${page.id}\\\\"%`],
        'all',
        ctx.em.getTransactionContext(),
      );
      const versions = await ctx.em.find(PageVersion, { id: { $in: candidates.map((c) => c.id) } });
      for (const version of versions) {
        const blocks = mapStrings(version.blocks, rewrite) as Block[];
        if (same(blocks, version.blocks)) continue;
        version.blocks = blocks;
        updatedLinks++;
      }
    }
    await ctx.em.flush();
    await emitContentEvent(ctx, {
      type: 'page.slug-changed',
      pageId: page.id,
      translationGroup: page.translationGroup,
      locale: page.locale,
      slug,
      versionId: page.publishedVersion?.id ?? null,
    });
    return { page: pageView(page), updatedLinks };
  },
});
