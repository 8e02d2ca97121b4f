import type { AfterCommitContext, OperationContext, Services } from './define.js';
import { HOOK_POINTS, type AfterPoints, type BeforePoints, type HookFunctions } from './hook-points.js';

/**
 * Runs the functions extensions declare for core's hook points (Extension.hooks), in
 * declaration order, core's own first. Core never names an extension.
 */

export type HookRegistry = HookFunctions<OperationContext, AfterCommitContext>;
/** What an extension declares: functions for some of the points. */
export type Hooks = Partial<HookRegistry>;
export type BeforeHook<P extends keyof BeforePoints> = HookRegistry[P][number];
export type AfterHook<P extends keyof AfterPoints> = HookRegistry[P][number];

/** The hooks of several declarations in order; a point nobody knows (a typo) fails the start. */
export function assembleHooks(declared: readonly Hooks[]): HookRegistry {
  const unknown = declared.flatMap((hooks) => Object.keys(hooks)).filter((point) => !HOOK_POINTS.includes(point));
  if (unknown.length) throw new Error(`unknown hook point ${unknown.join(', ')} (known: ${HOOK_POINTS.join(', ')})`);
  return {
    'pages.beforeSave': declared.flatMap((hooks) => hooks['pages.beforeSave'] ?? []),
    'pages.afterPublish': declared.flatMap((hooks) => hooks['pages.afterPublish'] ?? []),
  };
}

/** Runs a point's functions one after another in the operation's transaction; the first to throw refuses the operation. */
export async function runHooks<P extends keyof BeforePoints>(ctx: OperationContext, point: P, subject: BeforePoints[P]): Promise<void> {
  const frozen = Object.freeze({ ...subject });
  for (const hook of ctx.services.platform.hooks[point]) await hook(ctx, frozen);
}

/** After-commit runs still going, per server (its services): its shutdown awaits them before the database closes. */
const running = new WeakMap<Services, Set<Promise<void>>>();

/** The after-commit hook runs of this server that have not finished yet. */
export function hooksRunningAfterCommit(services: Services): readonly Promise<void>[] {
  return [...(running.get(services) ?? [])];
}

/**
 * Queues a point's functions for once the operation committed (dropped on a rollback), run one
 * after another with a unit of work of their own; the answer does not wait for them, the
 * server's shutdown does (server.ts).
 */
export function runHooksAfterCommit<P extends keyof AfterPoints>(ctx: OperationContext, point: P, subject: AfterPoints[P]): void {
  const hooks = ctx.services.platform.hooks[point];
  if (hooks.length === 0) return;
  const frozen = Object.freeze({ ...subject });
  ctx.afterCommit(() => {
    const after: AfterCommitContext = { actor: ctx.actor, log: ctx.log, services: ctx.services, em: ctx.em.fork() };
    const runs = running.get(ctx.services) ?? new Set();
    running.set(ctx.services, runs);
    const run = (async () => {
      for (const hook of hooks) {
        try {
          await hook(after, frozen);
        } catch (error) {
          ctx.log.error({ err: error, hook: point }, 'a hook failed after its operation committed');
        }
      }
    })().finally(() => runs.delete(run));
    runs.add(run);
  });
}
