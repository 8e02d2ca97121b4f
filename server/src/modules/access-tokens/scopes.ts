import type { Operation } from '../../operations/define.js';
import type { Permission } from '../../operations/permissions.js';

/** What a personal access token may be used for; its rights are its user's, narrowed to these. */
export const SCOPES = [
  'content:read',
  'content:write',
  'publication:request',
  'publication:publish',
  'media:read',
  'media:write',
  'all:read',
  'all:write',
] as const;

export type Scope = (typeof SCOPES)[number];

interface ScopeRule {
  readonly kind: 'read' | 'write';
  /** The permissions of its user the scope lends a call; `all`: every one. */
  readonly permissions: readonly Permission[] | 'all';
  /** A narrow scope names its operations: the broader scopes of the same kind leave them out (only `all:*` include them). */
  readonly operations?: readonly string[];
}

const RULES: Readonly<Record<Scope, ScopeRule>> = {
  'content:read': { kind: 'read', permissions: ['create-page', 'edit-page', 'manage-menu', 'publish-page', 'review-publication'] },
  'content:write': { kind: 'write', permissions: ['create-page', 'edit-page', 'manage-menu'] },
  'publication:request': { kind: 'write', permissions: ['edit-page'], operations: ['publication.request', 'releases.requestReview'] },
  'publication:publish': { kind: 'write', permissions: ['publish-page', 'review-publication'] },
  'media:read': { kind: 'read', permissions: ['manage-media'] },
  'media:write': { kind: 'write', permissions: ['manage-media'] },
  'all:read': { kind: 'read', permissions: 'all' },
  'all:write': { kind: 'write', permissions: 'all' },
};

const NARROWED = new Set(Object.values(RULES).flatMap((rule) => rule.operations ?? []));

type ScopedOperation = Pick<Operation<never, unknown>, 'name' | 'kind'>;

function covers(rule: ScopeRule, op: ScopedOperation): boolean {
  if (rule.kind !== op.kind) return false;
  if (rule.operations) return rule.operations.includes(op.name);
  return rule.permissions === 'all' || !NARROWED.has(op.name);
}

/**
 * The permissions a token with these scopes lends a call of `op`: its user's, as far as a scope
 * covering the operation lends them; undefined when no scope covers it (the call is refused,
 * even an operation that needs no permission).
 */
export function lentPermissions(scopes: readonly Scope[], op: ScopedOperation, held: ReadonlySet<Permission>): ReadonlySet<Permission> | undefined {
  const rules = scopes.map((scope) => RULES[scope]).filter((rule) => covers(rule, op));
  if (!rules.length) return undefined;
  if (rules.some((rule) => rule.permissions === 'all')) return held;
  const lent = new Set(rules.flatMap((rule) => (rule.permissions === 'all' ? [] : rule.permissions)));
  return new Set([...held].filter((permission) => lent.has(permission)));
}
