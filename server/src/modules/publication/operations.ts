import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { keysetInput } from '../../operations/keyset.js';
import { findCursorPage, type CursorListPage } from '../../operations/keyset-list.js';
import { MAX_PAGE_SIZE } from '../../operations/pagination.js';
import { findPage, findVersion } from '../pages/page-operations.js';
import { assertRevision } from '../pages/page-writes.js';
import { pageView, type PageView } from '../pages/views.js';
import { User } from '../users/entities.js';
import { PublicationRequest } from './entities.js';
import { publicationAcceptedMail, publicationRejectedMail, publicationRequestedMail } from './mails.js';
import { publishVersion, rejectReview, requestReview, unpublish, workflowOf } from './transitions.js';
import { requestView, requestViews, type PublicationRequestView } from './views.js';

const words = z.string().trim().max(2000).default('');
const adminLink = (ctx: OperationContext, path: string) => `${ctx.services.publicUrl()}/cmsadmin${path}`;

async function lockedFlow(ctx: OperationContext, pageId: number) {
  return workflowOf(ctx, await findPage(ctx.em, pageId, true));
}

/** POST page/{id}/publish: the head goes live. With `revision`, only if nobody stored since (store-and-publish). */
export const publishPage = defineOperation({
  name: 'publication.publish',
  access: { permission: 'publish-page' },
  kind: 'write',
  input: z.object({ id: recordId, revision: z.number().int().positive().optional() }),
  audit: { action: 'page.publish', target: (input) => ({ type: 'page', id: input.id }) },
  async run(ctx, input): Promise<{ page: PageView }> {
    const flow = await lockedFlow(ctx, input.id);
    if (input.revision !== undefined) await assertRevision(ctx, flow.page, input.revision);
    await publishVersion(ctx, flow, flow.state.headVersionId);
    return { page: pageView(flow.page) };
  },
});

/** POST page/{id}/unpublish: the page goes offline; its versions stay. */
export const unpublishPage = defineOperation({
  name: 'publication.unpublish',
  access: { permission: 'publish-page' },
  kind: 'write',
  input: z.object({ id: recordId }),
  audit: { action: 'page.unpublish', target: (input) => ({ type: 'page', id: input.id }) },
  async run(ctx, input): Promise<{ page: PageView }> {
    const flow = await lockedFlow(ctx, input.id);
    await unpublish(ctx, flow);
    return { page: pageView(flow.page) };
  },
});

/** Active users who may review, the requester excepted. */
async function reviewersOf(ctx: OperationContext): Promise<User[]> {
  const users = await ctx.em.find(User, { status: 'active' }, { populate: ['role'] });
  const requester = ctx.actor.kind === 'user' ? ctx.actor.userId : undefined;
  return users.filter((u) => u.id !== requester && u.role.permissions.some((grant) => grant.name === 'review-publication'));
}

/** POST page/{id}/request-publication: the head waits for review; reviewers are mailed. */
export const requestPublication = defineOperation({
  name: 'publication.request',
  access: { permission: 'edit-page' },
  kind: 'write',
  input: z.object({ id: recordId, comment: words }),
  audit: { action: 'page.request-publication', target: (input) => ({ type: 'page', id: input.id }) },
  async run(ctx, input): Promise<{ page: PageView; request: PublicationRequestView }> {
    const flow = await lockedFlow(ctx, input.id);
    const request = await requestReview(ctx, flow, input.comment);
    const requester = ctx.actor.kind === 'user' ? await ctx.em.findOne(User, ctx.actor.userId) : null;
    const link = adminLink(ctx, '/publication-requests');
    for (const reviewer of await reviewersOf(ctx)) {
      const mail = publicationRequestedMail(reviewer.email, reviewer.name, requester?.name ?? 'Someone', flow.page.title, input.comment, link);
      ctx.afterCommit(() => ctx.services.mailer.send(mail));
    }
    return { page: pageView(flow.page), request: await requestView(ctx.em, request) };
  },
});

/** The outstanding request of a version's page, locked, for a review of exactly that version. */
async function reviewFlow(ctx: OperationContext, versionId: number) {
  const version = await findVersion(ctx.em, versionId);
  return lockedFlow(ctx, version.page.id);
}

async function mailRequester(
  ctx: OperationContext,
  request: PublicationRequest,
  compose: (to: string, requester: string, reviewer: string) => ReturnType<typeof publicationAcceptedMail>,
) {
  const requester = request.requestedBy ? await ctx.em.findOne(User, request.requestedBy.id) : null;
  const reviewer = ctx.actor.kind === 'user' ? await ctx.em.findOne(User, ctx.actor.userId) : null;
  if (!requester || requester.id === reviewer?.id) return;
  const mail = compose(requester.email, requester.name, reviewer?.name ?? 'A reviewer');
  ctx.afterCommit(() => ctx.services.mailer.send(mail));
}

/**
 * POST page/version/{id}/accept-publication: the requested version goes live and the requester
 * is mailed. Accepting one's own request also takes publish-page.
 */
export const acceptPublication = defineOperation({
  name: 'publication.accept',
  access: { permission: 'review-publication' },
  kind: 'write',
  input: z.object({ id: recordId, feedback: words }),
  audit: { action: 'page.accept-publication', target: (input) => ({ type: 'page-version', id: input.id }) },
  async run(ctx, input): Promise<{ page: PageView }> {
    const flow = await reviewFlow(ctx, input.id);
    const actor = ctx.actor.kind === 'user' ? ctx.actor : undefined;
    const own = actor !== undefined && flow.request?.requestedBy?.id === actor.userId;
    if (own && !actor.permissions.has('publish-page')) throw new DomainError('UM_01');
    await publishVersion(ctx, flow, input.id, { review: { feedback: input.feedback } });
    const request = flow.request as PublicationRequest;
    const link = adminLink(ctx, `/page/${flow.page.id}`);
    await mailRequester(ctx, request, (to, requester, reviewer) => publicationAcceptedMail(to, requester, reviewer, flow.page.title, input.feedback, link));
    return { page: pageView(flow.page) };
  },
});

/** POST page/version/{id}/reject-publication: the request is closed with feedback; the requester is mailed. */
export const rejectPublication = defineOperation({
  name: 'publication.reject',
  access: { permission: 'review-publication' },
  kind: 'write',
  input: z.object({ id: recordId, feedback: words }),
  audit: { action: 'page.reject-publication', target: (input) => ({ type: 'page-version', id: input.id }) },
  async run(ctx, input): Promise<{ page: PageView }> {
    const flow = await reviewFlow(ctx, input.id);
    const request = await rejectReview(ctx, flow, input.id, input.feedback);
    const link = adminLink(ctx, `/page/${flow.page.id}`);
    await mailRequester(ctx, request, (to, requester, reviewer) => publicationRejectedMail(to, requester, reviewer, flow.page.title, input.feedback, link));
    return { page: pageView(flow.page) };
  },
});

/** GET page/fetch-request: the requests waiting for review, oldest first (sortOrder desc: newest); by pageIndex or cursor. */
export const fetchRequests = defineOperation({
  name: 'publication.fetchRequests',
  access: { permission: 'review-publication' },
  kind: 'read',
  input: z.object({
    pageIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
    sortOrder: z.enum(['asc', 'desc']).default('asc'),
    ...keysetInput,
  }),
  async run(ctx, input): Promise<CursorListPage<PublicationRequestView>> {
    // On the partial index of pending requests by (requested_at, id).
    const sort = { property: 'requestedAt', column: 'requested_at', kind: 'timestamp', direction: input.sortOrder } as const;
    const page = await findCursorPage(ctx.em, PublicationRequest, { status: 'pending' }, sort, input, 'pending');
    return { ...page, items: await requestViews(ctx.em, page.items) };
  },
});

/** GET page/version/{id}/fetch-request-comment: the latest request for a version, with its outcome. */
export const fetchRequestComment = defineOperation({
  name: 'publication.fetchRequestComment',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.object({ id: recordId }),
  async run(ctx, input): Promise<PublicationRequestView> {
    const request = await ctx.em.findOne(PublicationRequest, { pageVersion: input.id }, { orderBy: { requestedAt: 'desc', id: 'desc' } });
    if (!request) throw new DomainError('PM_01', 'id', 404);
    return requestView(ctx.em, request);
  },
});
