/**
 * Named hook points around core's operations (docs/extensions.md, "Hooks"), the way Wagtail
 * names its hooks: what each point tells its functions. operations/hooks.ts runs them.
 */

/** A page about to be written (a new page, or a new version of one), frozen: a hook judges it, it cannot change it. */
export interface PageToSave {
  /** null while the page is being created. */
  readonly pageId: number | null;
  readonly type: string;
  readonly locale: string;
  readonly slug: string;
  readonly title: string;
  readonly typeData: Readonly<Record<string, unknown>>;
  readonly blocks: readonly unknown[];
}

/** A page whose version went live. */
export interface PublishedPage {
  readonly pageId: number;
  readonly versionId: number;
  readonly type: string;
  readonly locale: string;
  readonly slug: string;
  readonly translationGroup: number;
}

/** Points inside an operation's transaction: a function refuses by throwing a DomainError, and nothing is written. */
export interface BeforePoints {
  /** Every page write (pages.create, pages.storeVersion, a translation, a restore), after the page type's typeData validator. */
  'pages.beforeSave': PageToSave;
}

/** Points once an operation committed (never after a rollback): a failure is logged, the change stands. */
export interface AfterPoints {
  /** Every publication (publish, an accepted review, a schedule, a release). */
  'pages.afterPublish': PublishedPage;
}

/**
 * Every point with its functions, in the order they run. `Ctx` and `AfterCtx` are the
 * operation's context and an after-commit one (operations/define.ts), parameters so that the
 * points need nothing of it.
 */
export type HookFunctions<Ctx, AfterCtx> = { readonly [P in keyof BeforePoints]: readonly ((ctx: Ctx, subject: BeforePoints[P]) => void | Promise<void>)[] } & {
  readonly [P in keyof AfterPoints]: readonly ((ctx: AfterCtx, subject: AfterPoints[P]) => void | Promise<void>)[];
};

export const HOOK_POINTS: readonly string[] = ['pages.beforeSave', 'pages.afterPublish'] satisfies (keyof HookFunctions<unknown, unknown>)[];
