import type { z } from 'zod';
import { DomainError, isErrorCode, type ErrorCode, type ErrorItem } from '../errors.js';
import type { Actor } from './actor.js';
import type { Access, Operation, OperationContext } from './define.js';

/**
 * The `afterCommit` of a context built by a transport: tasks only exist inside invoke(),
 * which gives every operation a scoped queue of its own.
 */
export function afterCommitOutsideInvoke(): never {
  throw new Error('afterCommit is only available inside invoke()');
}

/** Throws UM_01 (401 when nobody is signed in) unless the actor satisfies the declared access. */
export function authorize(access: Access, actor: Actor): void {
  if ('public' in access) return;
  if (actor.kind !== 'user') throw new DomainError('UM_01', undefined, 401);
  if ('permission' in access && !actor.permissions.has(access.permission)) throw new DomainError('UM_01');
  if ('anyPermission' in access && !access.anyPermission.some((permission) => actor.permissions.has(permission))) throw new DomainError('UM_01');
}

function issueCode(issue: z.core.$ZodIssue): ErrorCode {
  // A refinement names its catalogue code itself (V_15 not valid HTML, V_17 file required, …).
  if (issue.code === 'custom' && typeof issue.params?.code === 'string' && isErrorCode(issue.params.code)) return issue.params.code;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'V_01' : 'V_12';
    case 'too_big':
      return issue.origin === 'string' ? 'V_14' : 'V_12';
    case 'too_small':
      return issue.origin === 'string' ? 'V_16' : 'V_12';
    case 'invalid_format':
      return issue.format === 'email' ? 'V_02' : issue.format === 'url' ? 'V_13' : 'V_12';
    default:
      return 'V_12';
  }
}

/** Catalogue codes for schema issues, one per offending property (paths joined with dots). */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): ErrorItem[] {
  return issues.flatMap((issue) => {
    // A strict object names each property it does not know: nothing a client sends is dropped unnoticed.
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({ code: 'V_12' as const, property: [...prefix, ...issue.path, key].map(String).join('.') }));
    const property = [...prefix, ...issue.path].map(String).join('.');
    return property ? { code: issueCode(issue), property } : { code: issueCode(issue) };
  });
}

/**
 * Data objects: plain ones (JSON) and instances of a class of their own (type-graphql's input
 * types). Buffers, streams and the like sit deeper in their prototype chains and are not walked.
 */
function isDataObject(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === Object.prototype;
}

/**
 * Where the input holds a string with U+0000: PostgreSQL text cannot store one (the statement
 * would fail), and no real input carries it.
 */
function nulCharacterPaths(value: unknown, path: readonly PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === 'string') return value.includes('\u0000') ? [[...path]] : [];
  if (Array.isArray(value)) return value.flatMap((item: unknown, i) => nulCharacterPaths(item, [...path, i]));
  if (isDataObject(value)) return Object.entries(value).flatMap(([key, item]) => nulCharacterPaths(item, [...path, key]));
  return [];
}

/** Translates a schema failure into catalogue codes, one per offending property. */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const withNul = nulCharacterPaths(raw);
  if (withNul.length)
    throw new DomainError(withNul.map((path): ErrorItem => (path.length ? { code: 'V_12', property: path.map(String).join('.') } : { code: 'V_12' })));
  const result = schema.safeParse(raw ?? {}, { reportInput: true });
  if (result.success) return result.data;
  throw new DomainError(issuesToErrors(result.error.issues));
}

/**
 * The one entry point both transports use: authorize, validate, run (in a transaction for
 * writes, together with the declared audit entry; a read's entry after it), then the
 * after-commit tasks.
 */
export async function invoke<Input extends z.ZodType, Output>(op: Operation<Input, Output>, ctx: OperationContext, raw: unknown): Promise<Output> {
  authorize(op.access, ctx.actor);
  const input = parseInput(op.input, raw);
  const tasks: (() => void)[] = [];
  const scoped = (em: OperationContext['em']): OperationContext => ({ ...ctx, em, afterCommit: (task) => tasks.push(task) });
  const runAudited = async (opCtx: OperationContext) => {
    const output = await op.run(opCtx, input);
    if (op.audit) opCtx.services.audit.record(opCtx, op.audit.action, op.audit.target?.(input, output));
    return output;
  };
  let output: Output;
  if (op.kind === 'read') {
    output = await op.run(scoped(ctx.em), input);
    // A read may be audited too (personal data handed out): the entry is written once it succeeded.
    if (op.audit) {
      ctx.services.audit.record(ctx, op.audit.action, op.audit.target?.(input, output));
      await ctx.em.flush();
    }
  } else if (op.transaction === 'none') {
    output = await runAudited(scoped(ctx.em));
    await ctx.em.flush();
  } else output = await ctx.em.transactional((em) => runAudited(scoped(em)));
  ctx.cacheTags?.operationRan(op.tags?.(input, output));
  for (const task of tasks) task();
  return output;
}
