import type { OperationContext } from '../../operations/define.js';
import { checkLoadedVersions } from '../checks/run.js';
import type { CheckProblem } from '../checks/types.js';
import type { PersonView } from '../publication/views.js';
import type { User } from '../users/entities.js';
import { itemConflicts, movedOnSinceRelease, type ItemConflict } from './conflicts.js';
import { ReleaseItem, type Release } from './entities.js';
import type { ReleaseStatus } from './state.js';

export interface ReleaseView {
  id: number;
  name: string;
  description: string;
  status: ReleaseStatus;
  scheduledAt: Date | null;
  /** Why the last scheduled publication did not run (a catalogue code). */
  outcome: string | null;
  feedback: string;
  itemCount: number;
  createdBy: PersonView | null;
  createdAt: Date;
  updatedAt: Date;
  reviewedBy: PersonView | null;
  reviewedAt: Date | null;
  publishedBy: PersonView | null;
  publishedAt: Date | null;
  rolledBackBy: PersonView | null;
  rolledBackAt: Date | null;
}

export interface ReleaseItemView {
  id: number;
  /** null once the page was deleted. */
  pageID: number | null;
  pageTitle: string;
  pageLocale: string;
  pageType: string;
  pageSlug: string | null;
  pageVersionID: number | null;
  versionRevision: number | null;
  headVersionID: number | null;
  publishedVersionID: number | null;
  /** What was live before the release published this item (null: offline). */
  previousVersionID: number | null;
  applied: boolean;
  /** Before publication: why the item cannot be published as pinned. */
  conflicts: ItemConflict[];
  /** After publication: the page shows something else since, a rollback needs `force`. */
  movedOn: boolean;
  /** Before publication: the content checks' findings for the pinned version. */
  problems: CheckProblem[];
}

export interface ReleaseDetailView {
  release: ReleaseView;
  items: ReleaseItemView[];
}

const person = (user: User | null | undefined): PersonView | null => (user ? { id: user.id, name: user.name, email: user.email } : null);

export async function releaseViews(ctx: OperationContext, releases: Release[]): Promise<ReleaseView[]> {
  await ctx.em.populate(releases, ['createdBy', 'reviewedBy', 'publishedBy', 'rolledBackBy']);
  const counts =
    releases.length === 0
      ? []
      : await ctx.em.getConnection().execute<{ release_id: number; count: number }[]>(
          `select "release_id", count(*)::int as "count" from "release_item"
            where "release_id" in (${releases.map(() => '?').join(',')}) group by "release_id"`,
          releases.map((r) => r.id),
          'all',
          ctx.em.getTransactionContext(),
        );
  const countOf = new Map(counts.map((row) => [row.release_id, row.count]));
  return releases.map((release) => ({
    id: release.id,
    name: release.name,
    description: release.description,
    status: release.status,
    scheduledAt: release.scheduledAt ?? null,
    outcome: release.outcome ?? null,
    feedback: release.feedback,
    itemCount: countOf.get(release.id) ?? 0,
    createdBy: person(release.createdBy?.getEntity()),
    createdAt: release.createdAt,
    updatedAt: release.updatedAt,
    reviewedBy: person(release.reviewedBy?.getEntity()),
    reviewedAt: release.reviewedAt ?? null,
    publishedBy: person(release.publishedBy?.getEntity()),
    publishedAt: release.publishedAt ?? null,
    rolledBackBy: person(release.rolledBackBy?.getEntity()),
    rolledBackAt: release.rolledBackAt ?? null,
  }));
}

/** A release's items, by locale then title, with their pages loaded. */
export async function itemsOf(ctx: OperationContext, release: Release): Promise<ReleaseItem[]> {
  return ctx.em.find(ReleaseItem, { release }, { populate: ['page', 'pageVersion'], orderBy: { pageLocale: 'asc', pageTitle: 'asc', id: 'asc' } });
}

const unpublished = (status: ReleaseStatus) => status !== 'published' && status !== 'rolled-back';

function itemView(release: Release, item: ReleaseItem, problems: ReadonlyMap<number, CheckProblem[]>): ReleaseItemView {
  const page = item.page?.getEntity() ?? null;
  const version = item.pageVersion?.getEntity() ?? null;
  const open = unpublished(release.status);
  return {
    id: item.id,
    pageID: page?.id ?? null,
    pageTitle: page?.title ?? item.pageTitle,
    pageLocale: item.pageLocale,
    pageType: item.pageType,
    pageSlug: page?.slug ?? null,
    pageVersionID: version?.id ?? null,
    versionRevision: version?.revision ?? null,
    headVersionID: page?.headVersion?.id ?? null,
    publishedVersionID: page?.publishedVersion?.id ?? null,
    previousVersionID: item.previousVersion?.id ?? null,
    applied: item.applied,
    conflicts: open ? itemConflicts(item, page) : [],
    movedOn: release.status === 'published' && movedOnSinceRelease(item, page),
    problems: (open && version && problems.get(version.id)) || [],
  };
}

export async function releaseDetail(ctx: OperationContext, release: Release): Promise<ReleaseDetailView> {
  const items = await itemsOf(ctx, release);
  const [view] = await releaseViews(ctx, [release]);
  // Before publication, the content checks' findings for the pinned versions.
  const versions = unpublished(release.status) ? items.flatMap((item) => item.pageVersion?.getEntity() ?? []) : [];
  const problems = await checkLoadedVersions(ctx, versions);
  return { release: view as ReleaseView, items: items.map((item) => itemView(release, item, problems)) };
}
