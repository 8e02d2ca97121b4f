import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { recordAudit } from '../audit/record.js';
import { User } from '../users/entities.js';
import { verifyPassword } from '../users/passwords.js';
import { userView, type UserView } from '../users/views.js';
import { LoginAttempt } from './entities.js';
import { isLocked } from './lockout.js';

type Outcome = 'success' | 'failure' | 'locked';

/** Written at once, outside any transaction: a refused login must leave its trace. */
async function recordAttempt(ctx: OperationContext, account: string, outcome: Outcome): Promise<void> {
  const em = ctx.em.fork();
  em.persist(em.create(LoginAttempt, { account, ip: ctx.request.ip, outcome, at: new Date() }));
  if (outcome !== 'success') recordAudit({ ...ctx, em }, outcome === 'locked' ? 'auth.login.locked' : 'auth.login.failed', undefined, { account });
  await em.flush();
}

async function refuseWhenLocked(ctx: OperationContext, account: string): Promise<void> {
  if (!(await isLocked(ctx.em, account, ctx.request.ip))) return;
  await recordAttempt(ctx, account, 'locked');
  throw new DomainError('AUTH_03');
}

/**
 * POST auth/login. Unknown address, wrong password and inactive account all answer AUTH_01 in
 * the same time. The lock is checked before and again after verifying the password, so
 * failures recorded meanwhile by concurrent attempts keep a correct password out.
 */
export const login = defineOperation({
  name: 'auth.login',
  access: { public: true },
  kind: 'write',
  transaction: 'none',
  input: z.object({ email: z.string().trim().toLowerCase().max(254), password: z.string().max(1024) }),
  async run(ctx, input): Promise<UserView> {
    const account = input.email;
    await refuseWhenLocked(ctx, account);
    const user = await ctx.em.findOne(User, { email: account }, { populate: ['role'] });
    const valid = await verifyPassword(user?.status === 'active' ? user.passwordHash : null, input.password);
    if (!valid || !user) {
      await recordAttempt(ctx, account, 'failure');
      throw new DomainError('AUTH_01');
    }
    await refuseWhenLocked(ctx, account);
    await recordAttempt(ctx, account, 'success');
    await ctx.session.signIn(user.id);
    user.lastLoginAt = new Date();
    recordAudit({ ...ctx, actor: { kind: 'user', userId: user.id, email: user.email, permissions: new Set() } }, 'auth.login', { type: 'user', id: user.id });
    return userView(user);
  },
});
