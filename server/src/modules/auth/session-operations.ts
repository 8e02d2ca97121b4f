import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation } from '../../operations/define.js';
import { findUser } from '../users/user-operations.js';
import { userView, type UserView } from '../users/views.js';

/** POST auth/user and GET user: the signed-in user (401 UM_01 when nobody is). */
export const currentUser = defineOperation({
  name: 'auth.currentUser',
  access: { signedIn: true },
  kind: 'read',
  mcp: false,
  input: z.object({}),
  async run(ctx): Promise<UserView> {
    if (ctx.actor.kind !== 'user') throw new DomainError('UM_01', undefined, 401);
    return userView(await findUser(ctx.em, ctx.actor.userId));
  },
});

export const logout = defineOperation({
  name: 'auth.logout',
  access: { public: true },
  kind: 'write',
  mcp: false,
  input: z.object({}),
  audit: { action: 'auth.logout' },
  async run(ctx): Promise<{ signedOut: boolean }> {
    const signedOut = ctx.actor.kind === 'user';
    await ctx.session.signOut();
    return { signedOut };
  },
});

/** POST auth/refresh-session: extends the sliding expiry while the editor is active. */
export const refreshSession = defineOperation({
  name: 'auth.refreshSession',
  access: { signedIn: true },
  kind: 'write',
  mcp: false,
  input: z.object({}),
  async run(ctx): Promise<{ refreshed: true }> {
    await ctx.session.touch();
    return { refreshed: true };
  },
});
