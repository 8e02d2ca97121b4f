import { DomainError } from '../../errors.js';
import type { OperationContext } from '../../operations/define.js';
import { findVersion } from '../pages/page-operations.js';
import { readSiteSettings } from '../settings/site-identity.js';
import type { Page, PageVersion } from '../pages/entities.js';
import type { VersionContent } from '../../content-model/validate.js';
import type { ImageEntry } from '../../content-model/values.js';
import type { CheckProblem, CheckSubject, ContentCheck } from './types.js';

/** Runs the checks (the platform's: core's and the extensions') over a subject; problems come in the checks' order. */
export function runChecks(subject: CheckSubject, checks: readonly ContentCheck[]): CheckProblem[] {
  return checks.flatMap((check) =>
    check.run(subject).map(({ severity, ...finding }) => ({ check: check.id, severity: severity ?? check.severity, ...finding })),
  );
}

/** A version's content, stored or an unsaved draft, as the checks read it. */
export interface CheckedContent extends VersionContent {
  title: string;
  seoTitle: string;
  seoDescription: string;
  seoImage?: readonly ImageEntry[] | null;
}

type Colours = Awaited<ReturnType<typeof readSiteSettings>>['site']['colours'];

function checkWith(ctx: OperationContext, colours: Colours, page: Page, content: CheckedContent): CheckProblem[] {
  const model = ctx.services.platform.contentModel;
  const pageType = model.pageType(page.type);
  if (!pageType) throw new DomainError('V_12', 'type');
  const { title, blocks, typeData, seoTitle, seoDescription, seoImage } = content;
  return runChecks(
    { model, pageType, locale: page.locale, title, blocks, typeData, seoTitle, seoDescription, seoImage: seoImage ?? [], colours },
    ctx.services.platform.checks,
  );
}

/** The problems of content of a page: the page gives its type and locale, the settings the theme. */
export async function checkContent(ctx: OperationContext, page: Page, content: CheckedContent): Promise<CheckProblem[]> {
  const { site } = await readSiteSettings(ctx.em);
  return checkWith(ctx, site.colours, page, content);
}

/** The problems of several loaded versions (a release's items), the settings read once; by version id. */
export async function checkLoadedVersions(ctx: OperationContext, versions: readonly PageVersion[]): Promise<Map<number, CheckProblem[]>> {
  if (versions.length === 0) return new Map();
  const { site } = await readSiteSettings(ctx.em);
  const problems = new Map<number, CheckProblem[]>();
  for (const version of versions) problems.set(version.id, checkWith(ctx, site.colours, await version.page.loadOrFail(), version));
  return problems;
}

/** The problems of a stored version (PM_01 when there is none). */
export async function checkVersion(ctx: OperationContext, pageVersionId: number): Promise<CheckProblem[]> {
  const version = await findVersion(ctx.em, pageVersionId);
  const page = await version.page.loadOrFail();
  return checkContent(ctx, page, version);
}
