import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { recordAudit } from '../audit/record.js';
import { passwordResetMail } from '../mail/templates.js';
import { User } from '../users/entities.js';
import { assertNewPassword, hashPassword, verifyPassword } from '../users/passwords.js';
import { endSessionsOf } from '../users/sessions.js';
import { consumeToken, issueToken, RESET_VALID_MINUTES } from '../users/tokens.js';
import { findUser } from '../users/user-operations.js';
import { userView, type UserView } from '../users/views.js';
import { recordFailure, refuseWhenLocked } from './login.js';

/** Reset requests one address may make in an hour (429 AUTH_03 beyond: it says nothing of any account). */
export const RESET_REQUESTS_PER_ADDRESS = 20;
/** Reset mails one account gets in an hour; requests beyond are answered alike and mail nothing. */
export const RESET_MAILS_PER_ACCOUNT = 5;

async function requestsInLastHour(ctx: OperationContext, sql: string, params: unknown[]): Promise<number> {
  const [row] = await ctx.em.getConnection().execute<{ n: string }[]>(sql, params, 'all', ctx.em.getTransactionContext());
  return Number(row?.n ?? 0);
}

/** Looks the account up and mails its link: after the answer, so neither its content nor its timing says whether the account exists. */
async function mailResetLink(ctx: OperationContext, email: string): Promise<void> {
  const mail = await ctx.em.fork().transactional(async (em) => {
    const user = await em.findOne(User, { email, status: 'active' });
    if (!user) return null;
    const mailed = await requestsInLastHour(
      { ...ctx, em },
      `select count(*) as n from "one_time_token" where "user_id" = ? and "purpose" = 'password-reset' and "created_at" > now() - interval '1 hour'`,
      [user.id],
    );
    if (mailed >= RESET_MAILS_PER_ACCOUNT) {
      ctx.log.warn({ userId: user.id }, 'password reset: hourly mails for this account used up; none sent');
      return null;
    }
    const token = await issueToken(em, user, 'password-reset');
    const link = `${ctx.services.publicUrl()}/cmsadmin/reset-password?token=${token}`;
    return passwordResetMail(user.email, user.name, link, RESET_VALID_MINUTES);
  });
  // Sent once the token is committed: a change of address that follows the mail must find the token to revoke it.
  if (mail) ctx.services.mailer.send(mail);
}

/**
 * POST auth/forgot-password: mails a reset link to an active account. The answer and the work
 * before it are the same whether the address exists or not; every request is audited (with the
 * address asked for), which is also what the hourly limit per requesting address counts.
 */
export const forgotPassword = defineOperation({
  name: 'auth.forgotPassword',
  access: { public: true },
  kind: 'write',
  mcp: false,
  input: z.object({ email: z.string().trim().toLowerCase().max(254) }),
  async run(ctx, input): Promise<Record<string, never>> {
    const asked = await requestsInLastHour(
      ctx,
      `select count(*) as n from "audit_entry" where "action" = 'auth.password.resetRequested' and "ip" = ? and "at" > now() - interval '1 hour'`,
      [ctx.request.ip],
    );
    if (asked >= RESET_REQUESTS_PER_ADDRESS) throw new DomainError('AUTH_03');
    recordAudit(ctx, 'auth.password.resetRequested', undefined, { email: input.email });
    ctx.afterCommit(() => void mailResetLink(ctx, input.email).catch((error: unknown) => ctx.log.error({ err: error }, 'password reset mail failed')));
    return {};
  },
});

/**
 * POST auth/reset-account: sets a new password with an activation or reset token, which also
 * activates a pending account. Every session of the account ends.
 */
export const resetAccount = defineOperation({
  name: 'auth.resetAccount',
  access: { public: true },
  kind: 'write',
  mcp: false,
  input: z.object({ password: z.string().max(1024), confirm: z.string().max(1024), token: z.string().min(1).max(200) }),
  async run(ctx, input): Promise<Record<string, never>> {
    assertNewPassword(input.password, input.confirm, 'V_03');
    const token = await consumeToken(ctx.em, input.token);
    const user = token.user;
    user.passwordHash = await hashPassword(input.password);
    user.status = 'active';
    await endSessionsOf(ctx.em, user.id);
    recordAudit(ctx, token.purpose === 'activation' ? 'auth.account.activated' : 'auth.password.reset', { type: 'user', id: user.id });
    return {};
  },
});

/**
 * The signed-in user's new password: AUTH_02 for a wrong current one, which counts as a failed
 * login of the account (five lock it: AUTH_03, so a stolen session cannot guess the password);
 * other sessions end.
 */
export const changePassword = defineOperation({
  name: 'auth.changePassword',
  access: { signedIn: true },
  kind: 'write',
  mcp: false,
  input: z.object({ currentPassword: z.string().max(1024), password: z.string().max(1024), confirm: z.string().max(1024) }),
  audit: { action: 'auth.password.changed' },
  async run(ctx, input): Promise<Record<string, never>> {
    if (ctx.actor.kind !== 'user') throw new DomainError('UM_01', undefined, 401);
    const user = await findUser(ctx.em, ctx.actor.userId);
    await refuseWhenLocked(ctx, user.email);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      await recordFailure(ctx, user.email);
      throw new DomainError('AUTH_02', 'currentPassword');
    }
    assertNewPassword(input.password, input.confirm, 'V_08');
    user.passwordHash = await hashPassword(input.password);
    await endSessionsOf(ctx.em, user.id, ctx.session.id);
    return {};
  },
});

/** The signed-in user's own name and job title (role and address stay with user management). */
export const updateOwnProfile = defineOperation({
  name: 'auth.updateOwnProfile',
  access: { signedIn: true },
  kind: 'write',
  mcp: false,
  input: z.object({ name: z.string().trim().min(1).max(255), jobTitle: z.string().trim().max(255).default('') }),
  audit: { action: 'user.profile.update' },
  async run(ctx, input): Promise<UserView> {
    if (ctx.actor.kind !== 'user') throw new DomainError('UM_01', undefined, 401);
    const user = await findUser(ctx.em, ctx.actor.userId);
    user.name = input.name;
    user.jobTitle = input.jobTitle;
    await ctx.em.flush();
    return userView(user);
  },
});
