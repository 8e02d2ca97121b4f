import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { keysetInput } from '../../operations/keyset.js';
import { findCursorPage, type CursorListPage } from '../../operations/keyset-list.js';
import { MAX_PAGE_SIZE } from '../../operations/pagination.js';
import { Page, PageVersion } from '../pages/entities.js';
import { findPage } from '../pages/page-operations.js';
import { Release, ReleaseItem } from './entities.js';
import { actorRef, findItem, findRelease } from './lookup.js';
import { nextStatus, RELEASE_STATUSES, statusAfterItemChange } from './state.js';
import { releaseDetail, releaseViews, type ReleaseDetailView, type ReleaseView } from './views.js';

const name = z.string().trim().min(1).max(200);
const description = z.string().trim().max(2000);
const target = (input: { id: number }) => ({ type: 'release', id: input.id });

/** GET release: the releases, newest first (sortOrder asc: oldest), optionally of one status; by pageIndex or cursor. */
export const listReleases = defineOperation({
  name: 'releases.list',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({
    status: z.enum(RELEASE_STATUSES).optional(),
    pageIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
    ...keysetInput,
  }),
  async run(ctx, input): Promise<CursorListPage<ReleaseView>> {
    const sort = { property: 'createdAt', column: 'created_at', kind: 'timestamp', direction: input.sortOrder } as const;
    const page = await findCursorPage(ctx.em, Release, input.status ? { status: input.status } : {}, sort, input, input.status ?? '');
    return { ...page, items: await releaseViews(ctx, page.items) };
  },
});

/** GET release/{id}: a release with its items, their conflicts and the content checks' problems. */
export const getRelease = defineOperation({
  name: 'releases.get',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({ id: recordId }),
  async run(ctx, input): Promise<ReleaseDetailView> {
    return releaseDetail(ctx, await findRelease(ctx, input.id));
  },
});

/** POST release/create: an open release without items. */
export const createRelease = defineOperation({
  name: 'releases.create',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({ name, description: description.default('') }),
  audit: { action: 'release.create', target: (_input, output: ReleaseDetailView) => ({ type: 'release', id: output.release.id }) },
  async run(ctx, input): Promise<ReleaseDetailView> {
    const now = new Date();
    const release = ctx.em.create(Release, {
      name: input.name,
      description: input.description,
      status: 'open',
      scheduledAt: null,
      outcome: null,
      feedback: '',
      createdBy: actorRef(ctx),
      createdAt: now,
      updatedAt: now,
      reviewedBy: null,
      reviewedAt: null,
      publishedBy: null,
      publishedAt: null,
      rolledBackBy: null,
      rolledBackAt: null,
    });
    await ctx.em.persist(release).flush();
    return releaseDetail(ctx, release);
  },
});

/** POST release/{id}/update: name and description, while the release is not scheduled or published. */
export const updateRelease = defineOperation({
  name: 'releases.update',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({ id: recordId, name: name.optional(), description: description.optional() }),
  audit: { action: 'release.update', target },
  async run(ctx, input): Promise<ReleaseDetailView> {
    const release = await findRelease(ctx, input.id, true);
    nextStatus(release.status, 'edit');
    ctx.em.assign(release, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.description === undefined ? {} : { description: input.description }),
      updatedAt: new Date(),
    });
    await ctx.em.flush();
    return releaseDetail(ctx, release);
  },
});

/** POST release/{id}/delete: only a release that was never published. */
export const deleteRelease = defineOperation({
  name: 'releases.delete',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({ id: recordId }),
  audit: { action: 'release.delete', target },
  async run(ctx, input): Promise<{ id: number }> {
    const release = await findRelease(ctx, input.id, true);
    nextStatus(release.status, 'delete');
    await ctx.em.nativeDelete(Release, { id: release.id });
    return { id: input.id };
  },
});

/** Points an item at a version of its page and remembers the page's head and live versions of this moment. */
function pin(ctx: OperationContext, item: ReleaseItem, page: Page, versionId: number) {
  ctx.em.assign(item, {
    page,
    pageVersion: ctx.em.getReference(PageVersion, versionId),
    pageTitle: page.title,
    pageLocale: page.locale,
    pageType: page.type,
    pinnedHead: page.headVersion ? ctx.em.getReference(PageVersion, page.headVersion.id) : null,
    pinnedLive: page.publishedVersion ? ctx.em.getReference(PageVersion, page.publishedVersion.id) : null,
  });
}

/** A changed item list voids the review; the release is touched. */
function itemsChanged(release: Release) {
  release.status = statusAfterItemChange(release.status);
  release.updatedAt = new Date();
}

/** POST release/{id}/items: a page joins the release with its current head, or a chosen version of it. */
export const addReleaseItem = defineOperation({
  name: 'releases.addItem',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({ id: recordId, pageId: recordId, versionId: recordId.optional() }),
  audit: { action: 'release.add-item', target },
  async run(ctx, input): Promise<ReleaseDetailView> {
    const release = await findRelease(ctx, input.id, true);
    itemsChanged(release);
    const page = await findPage(ctx.em, input.pageId);
    const versionId = input.versionId ?? page.headVersion?.id;
    if (versionId === undefined) throw new DomainError('V_07', 'pageId');
    if (input.versionId !== undefined && (await ctx.em.count(PageVersion, { id: versionId, page })) === 0) throw new DomainError('V_12', 'versionId');
    if ((await ctx.em.count(ReleaseItem, { release, page })) > 0) throw new DomainError('V_06', 'pageId', 409);
    const item = ctx.em.create(ReleaseItem, {
      release,
      page,
      pageVersion: null,
      pageTitle: '',
      pageLocale: '',
      pageType: '',
      pinnedHead: null,
      pinnedLive: null,
      previousVersion: null,
      applied: false,
      addedBy: actorRef(ctx),
      addedAt: new Date(),
    });
    pin(ctx, item, page, versionId);
    await ctx.em.persist(item).flush();
    return releaseDetail(ctx, release);
  },
});

/** POST release/{id}/items/{itemId}/remove. */
export const removeReleaseItem = defineOperation({
  name: 'releases.removeItem',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({ id: recordId, itemId: recordId }),
  audit: { action: 'release.remove-item', target },
  async run(ctx, input): Promise<ReleaseDetailView> {
    const release = await findRelease(ctx, input.id, true);
    itemsChanged(release);
    await ctx.em.remove(await findItem(ctx, release, input.itemId)).flush();
    return releaseDetail(ctx, release);
  },
});

/** POST release/{id}/items/{itemId}/repin: the item takes its page's current head (settles `changed` and `republished`). */
export const repinReleaseItem = defineOperation({
  name: 'releases.repin',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({ id: recordId, itemId: recordId }),
  audit: { action: 'release.repin', target },
  async run(ctx, input): Promise<ReleaseDetailView> {
    const release = await findRelease(ctx, input.id, true);
    itemsChanged(release);
    const item = await findItem(ctx, release, input.itemId);
    const page = item.page?.getEntity();
    if (!page?.headVersion) throw new DomainError('V_07', 'itemId');
    pin(ctx, item, page, page.headVersion.id);
    await ctx.em.flush();
    return releaseDetail(ctx, release);
  },
});

/** POST release/{id}/request-review: a release with items waits for a reviewer. */
export const requestReleaseReview = defineOperation({
  name: 'releases.requestReview',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({ id: recordId }),
  audit: { action: 'release.request-review', target },
  async run(ctx, input): Promise<ReleaseDetailView> {
    const release = await findRelease(ctx, input.id, true);
    if ((await ctx.em.count(ReleaseItem, { release })) === 0) throw new DomainError('V_07', 'id');
    Object.assign(release, { status: nextStatus(release.status, 'request-review'), feedback: '', updatedAt: new Date() });
    await ctx.em.flush();
    return releaseDetail(ctx, release);
  },
});

/**
 * POST release/{id}/review: approve, or ask for changes with feedback. Approving a release one
 * created also takes publish-page (as accepting one's own publication request does).
 */
export const reviewRelease = defineOperation({
  name: 'releases.review',
  access: { permission: 'review-publication' },
  kind: 'write',
  input: z.object({ id: recordId, decision: z.enum(['approve', 'request-changes']), feedback: description.default('') }),
  audit: { action: 'release.review', target },
  async run(ctx, input): Promise<ReleaseDetailView> {
    const release = await findRelease(ctx, input.id, true);
    const own = ctx.actor.kind === 'user' && release.createdBy?.id === ctx.actor.userId;
    if (input.decision === 'approve' && own && ctx.actor.kind === 'user' && !ctx.actor.permissions.has('publish-page')) throw new DomainError('UM_01');
    const now = new Date();
    Object.assign(release, {
      status: nextStatus(release.status, input.decision),
      feedback: input.feedback,
      reviewedBy: actorRef(ctx),
      reviewedAt: now,
      updatedAt: now,
    });
    await ctx.em.flush();
    return releaseDetail(ctx, release);
  },
});
