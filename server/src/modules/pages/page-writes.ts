import { domainErrorWith } from '../../errors.js';
import { notifyEditors } from '../../events/editing-notices.js';
import type { OperationContext } from '../../operations/define.js';
import { checkBeforeSave } from './before-save.js';
import { emitPageWebhook } from '../webhooks/core-events.js';
import { User } from '../users/entities.js';
import { Page, PageRedirect, PageVersion } from './entities.js';

export interface FirstVersion {
  title: string;
  blocks: PageVersion['blocks'];
  typeData: PageVersion['typeData'];
  seoTitle?: string;
  seoDescription?: string;
  seoKeywords?: string[];
  seoImage?: PageVersion['seoImage'];
  tags?: string[];
  privateTags?: string[];
}

/**
 * Writes a page and its first version (revision 1). Without `translationGroup` the page starts
 * a group of its own. A redirect that pointed an old path at this slug elsewhere goes: the path
 * belongs to the new page now.
 */
export async function insertPage(
  ctx: OperationContext,
  page: { locale: string; slug: string; type: string; translationGroup?: number },
  first: FirstVersion,
): Promise<{ pageID: number; pageVersionID: number }> {
  await checkBeforeSave(ctx, {
    pageId: null,
    type: page.type,
    locale: page.locale,
    slug: page.slug,
    title: first.title,
    typeData: first.typeData,
    blocks: first.blocks,
  });
  const now = new Date();
  const author = ctx.actor.kind === 'user' ? ctx.em.getReference(User, ctx.actor.userId) : null;
  const row = ctx.em.create(Page, {
    translationGroup: page.translationGroup ?? 0,
    locale: page.locale,
    slug: page.slug,
    type: page.type,
    title: first.title,
    revision: 1,
    createdAt: now,
    updatedAt: now,
    createdBy: author,
    updatedBy: author,
    headVersion: null,
    publishedVersion: null,
  });
  const version = ctx.em.create(PageVersion, {
    page: row,
    revision: 1,
    title: first.title,
    blocks: first.blocks,
    typeData: first.typeData,
    seoTitle: first.seoTitle ?? '',
    seoDescription: first.seoDescription ?? '',
    seoKeywords: first.seoKeywords ?? [],
    seoImage: first.seoImage ?? null,
    tags: first.tags ?? [],
    privateTags: first.privateTags ?? [],
    author,
    restoredFrom: null,
    createdAt: now,
  });
  await ctx.em.persist([row, version]).flush();
  if (page.translationGroup === undefined) row.translationGroup = row.id;
  row.headVersion = ctx.em.getReference(PageVersion, version.id, { wrapped: true });
  await ctx.em.nativeDelete(PageRedirect, { locale: page.locale, slug: page.slug });
  await ctx.em.flush();
  await emitPageWebhook(ctx, 'page.created', row, version.id);
  return { pageID: row.id, pageVersionID: version.id };
}

/** Refuses an edit based on another revision than the page's: 409, naming who stored in between. */
export async function assertRevision(ctx: OperationContext, page: Page, revision: number): Promise<void> {
  if (page.revision === revision) return;
  const by = page.updatedBy ? await ctx.em.findOne(User, page.updatedBy.id) : null;
  throw domainErrorWith('V_07', 'revision', 409, {
    revision: page.revision,
    updatedAt: page.updatedAt,
    updatedBy: by ? { id: by.id, name: by.name, email: by.email } : null,
    headVersionID: page.headVersion?.id ?? null,
  });
}

/**
 * A new head version for a locked page: the next revision, with the page's title following it.
 * Whoever else has the page open in the editor hears of it once this commits (modules/presence).
 */
export async function appendVersion(
  ctx: OperationContext,
  page: Page,
  content: Required<FirstVersion>,
  restoredFrom: number | null = null,
): Promise<PageVersion> {
  await checkBeforeSave(ctx, {
    pageId: page.id,
    type: page.type,
    locale: page.locale,
    slug: page.slug,
    title: content.title,
    typeData: content.typeData,
    blocks: content.blocks,
  });
  const now = new Date();
  const author = ctx.actor.kind === 'user' ? ctx.em.getReference(User, ctx.actor.userId) : null;
  const version = ctx.em.create(PageVersion, { page, revision: page.revision + 1, ...content, author, restoredFrom, createdAt: now });
  await ctx.em.persist(version).flush();
  ctx.em.assign(page, { revision: version.revision, title: content.title, updatedAt: now, updatedBy: author, headVersion: version });
  await ctx.em.flush();
  await notifyEditors(ctx.em, { kind: 'stored', pageId: page.id });
  return version;
}
