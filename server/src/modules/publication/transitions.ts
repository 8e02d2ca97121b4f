import { emitContentEvent, type ContentEventType } from '../../events/content-events.js';
import type { OperationContext } from '../../operations/define.js';
import { runHooksAfterCommit } from '../../operations/hooks.js';
import { assertPublishable } from '../checks/blocking.js';
import { Page, PageVersion } from '../pages/entities.js';
import { User } from '../users/entities.js';
import { emitPageWebhook } from '../webhooks/core-events.js';
import { PublicationRequest, type RequestStatus } from './entities.js';
import { assertTransition, type PublicationState } from './state.js';

/** A locked page with its outstanding request: what every transition starts from. */
export interface PageInWorkflow {
  page: Page;
  request: PublicationRequest | null;
  state: PublicationState;
}

export async function workflowOf(ctx: OperationContext, page: Page): Promise<PageInWorkflow> {
  const request = await ctx.em.findOne(PublicationRequest, { page, status: 'pending' });
  return {
    page,
    request,
    state: {
      headVersionId: page.headVersion?.id ?? null,
      publishedVersionId: page.publishedVersion?.id ?? null,
      requestedVersionId: request?.pageVersion.id ?? null,
    },
  };
}

const actorRef = (ctx: OperationContext) => (ctx.actor.kind === 'user' ? ctx.em.getReference(User, ctx.actor.userId) : null);

function emit(ctx: OperationContext, page: Page, type: ContentEventType, versionId: number | null) {
  return emitContentEvent(ctx, { type, pageId: page.id, translationGroup: page.translationGroup, locale: page.locale, slug: page.slug, versionId });
}

/** Closes the outstanding request with a decision; the page's count (a formula, read with it) follows. */
function decide(ctx: OperationContext, flow: PageInWorkflow, request: PublicationRequest, status: Exclude<RequestStatus, 'pending'>, feedback = '') {
  ctx.em.assign(request, { status, feedback, decidedBy: actorRef(ctx), decidedAt: new Date() });
  flow.page.pendingPublicationRequests = 0;
}

export interface PublishOptions {
  /** Accepts the outstanding request for review with these words. */
  review?: { feedback: string };
  /** Puts back a version that was live before (release rollback only): the blocking checks are skipped. */
  restoring?: boolean;
}

/**
 * Makes a version the live one. An outstanding request is settled by it: accepted when it
 * asked for this version through review, superseded otherwise. A version with problems of a
 * blocking content check is refused first (CC_01, checks/blocking.ts), whichever way it is published,
 * except when `restoring`: a release's rollback puts back what was live before, which a check
 * ticked since must not hold back.
 */
export async function publishVersion(ctx: OperationContext, flow: PageInWorkflow, versionId: number | null, options: PublishOptions = {}): Promise<void> {
  const { review, restoring = false } = options;
  assertTransition(flow.state, review ? 'accept' : 'publish', versionId);
  if (versionId === null) return; // refused above; narrows the type
  if (!restoring) await assertPublishable(ctx, versionId);
  if (flow.request) decide(ctx, flow, flow.request, review ? 'accepted' : 'superseded', review?.feedback);
  flow.page.publishedVersion = ctx.em.getReference(PageVersion, versionId, { wrapped: true });
  await ctx.em.flush();
  if (review) await emit(ctx, flow.page, 'page.publication-accepted', versionId);
  await emit(ctx, flow.page, 'page.published', versionId);
  await emitPageWebhook(ctx, 'page.published', flow.page, versionId);
  const { page } = flow;
  runHooksAfterCommit(ctx, 'pages.afterPublish', {
    pageId: page.id,
    versionId,
    type: page.type,
    locale: page.locale,
    slug: page.slug,
    translationGroup: page.translationGroup,
  });
}

/** Takes the page offline (the head and its history stay). */
export async function unpublish(ctx: OperationContext, flow: PageInWorkflow): Promise<void> {
  assertTransition(flow.state, 'unpublish');
  flow.page.publishedVersion = null;
  await ctx.em.flush();
  await emit(ctx, flow.page, 'page.unpublished', null);
  await emitPageWebhook(ctx, 'page.unpublished', flow.page, null);
}

/**
 * Asks for review of the head. A waiting request never takes a live page offline (docs/features.md, "Publication workflow"):
 * the published version stays served, in the menu and in search until a reviewer accepts the
 * requested one; `replacedVersion` records what was live for the review's compare.
 */
export async function requestReview(ctx: OperationContext, flow: PageInWorkflow, comment: string): Promise<PublicationRequest> {
  assertTransition(flow.state, 'request');
  const headVersionId = flow.state.headVersionId as number;
  const wasLive = flow.state.publishedVersionId;
  const request = ctx.em.create(PublicationRequest, {
    page: flow.page,
    pageVersion: ctx.em.getReference(PageVersion, headVersionId),
    status: 'pending',
    comment,
    replacedVersion: wasLive === null ? null : ctx.em.getReference(PageVersion, wasLive),
    requestedBy: actorRef(ctx),
    requestedAt: new Date(),
    decidedBy: null,
    decidedAt: null,
    feedback: '',
  });
  flow.page.pendingPublicationRequests = 1;
  await ctx.em.persist(request).flush();
  await emit(ctx, flow.page, 'page.publication-requested', headVersionId);
  return request;
}

export async function rejectReview(ctx: OperationContext, flow: PageInWorkflow, versionId: number, feedback: string): Promise<PublicationRequest> {
  assertTransition(flow.state, 'reject', versionId);
  const request = flow.request as PublicationRequest;
  decide(ctx, flow, request, 'rejected', feedback);
  await ctx.em.flush();
  await emit(ctx, flow.page, 'page.publication-rejected', versionId);
  return request;
}
