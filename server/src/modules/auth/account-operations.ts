import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation } from '../../operations/define.js';
import { recordAudit } from '../audit/record.js';
import { passwordResetMail } from '../mail/templates.js';
import { User } from '../users/entities.js';
import { assertNewPassword, hashPassword, verifyPassword } from '../users/passwords.js';
import { findUser } from '../users/user-operations.js';
import { userView, type UserView } from '../users/views.js';
import { recordFailure, refuseWhenLocked } from './login.js';
import { endSessionsOf } from './sessions.js';
import { consumeToken, issueToken, RESET_VALID_MINUTES } from './tokens.js';

/**
 * POST auth/forgot-password: mails a reset link to an active account. The answer (and its
 * timing: delivery happens after the response) is the same whether the address exists or not.
 */
export const forgotPassword = defineOperation({
  name: 'auth.forgotPassword',
  access: { public: true },
  kind: 'write',
  input: z.object({ email: z.string().trim().toLowerCase().max(254) }),
  async run(ctx, input): Promise<Record<string, never>> {
    const user = await ctx.em.findOne(User, { email: input.email, status: 'active' });
    if (!user) return {};
    const token = await issueToken(ctx.em, user, 'password-reset');
    const link = `${ctx.services.publicUrl()}/cmsadmin/reset-password?token=${token}`;
    recordAudit(ctx, 'auth.password.resetRequested', { type: 'user', id: user.id });
    ctx.afterCommit(() => ctx.services.mailer.send(passwordResetMail(user.email, user.name, link, RESET_VALID_MINUTES)));
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
