import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { recordAudit } from '../audit/record.js';
import { User } from '../users/entities.js';
import { verifyPassword } from '../users/passwords.js';
import { userView, type UserView } from '../users/views.js';
import { LoginAttempt } from './entities.js';
import { isLocked } from './lockout.js';
import { oneAtATime } from './one-at-a-time.js';

type Outcome = 'success' | 'failure' | 'locked';

/**
 * Runs `work` in its own transaction holding the account's lock. Recording a failure and
 * granting a success take it, so the grant always sees every failure recorded before it.
 */
function underAccountLock<T>(ctx: OperationContext, account: string, work: (em: OperationContext['em']) => Promise<T>): Promise<T> {
  return ctx.em.fork().transactional(async (em) => {
    await em.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', [`blokwerk:login:${account}`], 'run', em.getTransactionContext());
    return work(em);
  });
}

/** Written at once, in its own transaction: a refused login must leave its trace. */
function addAttempt(ctx: OperationContext, em: OperationContext['em'], account: string, outcome: Outcome): void {
  em.persist(em.create(LoginAttempt, { account, ip: ctx.request.ip, outcome, at: new Date() }));
  if (outcome !== 'success') recordAudit({ ...ctx, em }, outcome === 'locked' ? 'auth.login.locked' : 'auth.login.failed', undefined, { account });
}

/** A wrong password given for `account` (a login, or the current password when changing it), counted by the lockout. */
export function recordFailure(ctx: OperationContext, account: string): Promise<void> {
  return underAccountLock(ctx, account, async (em) => addAttempt(ctx, em, account, 'failure'));
}

async function recordAttempt(ctx: OperationContext, account: string, outcome: Outcome): Promise<void> {
  const em = ctx.em.fork();
  addAttempt(ctx, em, account, outcome);
  await em.flush();
}

export async function refuseWhenLocked(ctx: OperationContext, account: string): Promise<void> {
  if (!(await isLocked(ctx.em, account, ctx.request.ip))) return;
  await recordAttempt(ctx, account, 'locked');
  throw new DomainError('AUTH_03');
}

async function attemptLogin(ctx: OperationContext, account: string, password: string): Promise<UserView> {
  await refuseWhenLocked(ctx, account);
  const user = await ctx.em.findOne(User, { email: account }, { populate: ['role'] });
  const valid = await verifyPassword(user?.status === 'active' ? user.passwordHash : null, password);
  if (!valid || !user) {
    await recordFailure(ctx, account);
    throw new DomainError('AUTH_01');
  }
  const granted = await underAccountLock(ctx, account, async (em) => {
    if (await isLocked(em, account, ctx.request.ip)) return false;
    addAttempt(ctx, em, account, 'success');
    return true;
  });
  if (!granted) {
    await recordAttempt(ctx, account, 'locked');
    throw new DomainError('AUTH_03');
  }
  await ctx.session.signIn(user.id);
  user.lastLoginAt = new Date();
  recordAudit({ ...ctx, actor: { kind: 'user', userId: user.id, email: user.email, permissions: new Set() } }, 'auth.login', { type: 'user', id: user.id });
  return userView(user);
}

/**
 * POST auth/login. Unknown address, wrong password and inactive account all answer AUTH_01 in
 * the same time. The lock is checked before verifying the password (cheap refusal) and again,
 * under the account's lock, before granting: failures recorded meanwhile by concurrent
 * attempts keep a correct password out. Within a process, attempts from one address, and on
 * one account, run one at a time: a burst on one account costs five argon2 verifications, and
 * one address trying many accounts at once (credential stuffing) fifty, not one per request.
 */
export const login = defineOperation({
  name: 'auth.login',
  access: { public: true },
  kind: 'write',
  mcp: false,
  transaction: 'none',
  input: z.object({ email: z.string().trim().toLowerCase().max(254), password: z.string().max(1024) }),
  run(ctx, input): Promise<UserView> {
    return oneAtATime(`login-address:${ctx.request.ip}`, () => oneAtATime(`login:${input.email}`, () => attemptLogin(ctx, input.email, input.password)));
  },
});
