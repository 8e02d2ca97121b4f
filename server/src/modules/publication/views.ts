import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/entities.js';
import type { PublicationRequest, RequestStatus } from './entities.js';

export interface PersonView {
  id: number;
  name: string;
  email: string;
}

/** A request as the review list and the editor show it. */
export interface PublicationRequestView {
  id: number;
  pageID: number;
  pageTitle: string;
  pageLocale: string;
  pageSlug: string;
  pageType: string;
  pageVersionID: number;
  /** What was live when the request was made: the review compares against it. */
  replacedVersionID: number | null;
  status: RequestStatus;
  comment: string;
  feedback: string;
  requestedBy: PersonView | null;
  requestedAt: Date;
  /** Seconds the request has waited (until decided, or until now). */
  ageSeconds: number;
  decidedBy: PersonView | null;
  decidedAt: Date | null;
}

const person = (user: User | undefined): PersonView | null => (user ? { id: user.id, name: user.name, email: user.email } : null);

/** Views of requests, their page and people loaded with one query per relation, whatever their number. */
export async function requestViews(em: EntityManager, requests: PublicationRequest[]): Promise<PublicationRequestView[]> {
  await em.populate(requests, ['page', 'requestedBy', 'decidedBy']);
  const now = Date.now();
  return requests.map((request) => {
    const page = request.page.getEntity();
    return {
      id: request.id,
      pageID: page.id,
      pageTitle: page.title,
      pageLocale: page.locale,
      pageSlug: page.slug,
      pageType: page.type,
      pageVersionID: request.pageVersion.id,
      replacedVersionID: request.replacedVersion?.id ?? null,
      status: request.status,
      comment: request.comment,
      feedback: request.feedback,
      requestedBy: person(request.requestedBy?.getEntity()),
      requestedAt: request.requestedAt,
      ageSeconds: Math.max(0, Math.round(((request.decidedAt?.getTime() ?? now) - request.requestedAt.getTime()) / 1000)),
      decidedBy: person(request.decidedBy?.getEntity()),
      decidedAt: request.decidedAt ?? null,
    };
  });
}

export async function requestView(em: EntityManager, request: PublicationRequest): Promise<PublicationRequestView> {
  const [view] = await requestViews(em, [request]);
  if (!view) throw new Error('request view missing');
  return view;
}
