import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { UserType } from '../users/graphql.js';
import { changePassword, forgotPassword, resetAccount, updateOwnProfile } from './account-operations.js';
import { login } from './login.js';
import { currentUser, logout, refreshSession } from './session-operations.js';

@Resolver()
export class AuthResolver {
  @Query(() => UserType, { description: 'The signed-in user.' })
  @Guarded(currentUser)
  me(@Ctx() { ctx }: GraphQLContext) {
    return invoke(currentUser, ctx, {});
  }

  @Mutation(() => UserType, { description: 'AUTH_01 for wrong credentials, AUTH_03 while locked out.' })
  @Guarded(login)
  login(@Arg('email') email: string, @Arg('password') password: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(login, ctx, { email, password });
  }

  @Mutation(() => Boolean)
  @Guarded(logout)
  async logout(@Ctx() { ctx }: GraphQLContext) {
    return (await invoke(logout, ctx, {})).signedOut;
  }

  @Mutation(() => Boolean)
  @Guarded(refreshSession)
  async refreshSession(@Ctx() { ctx }: GraphQLContext) {
    return (await invoke(refreshSession, ctx, {})).refreshed;
  }

  @Mutation(() => Boolean, { description: 'Answers true whether or not the address exists.' })
  @Guarded(forgotPassword)
  async forgotPassword(@Arg('email') email: string, @Ctx() { ctx }: GraphQLContext) {
    await invoke(forgotPassword, ctx, { email });
    return true;
  }

  @Mutation(() => Boolean, { description: 'Sets a password with an activation or reset token.' })
  @Guarded(resetAccount)
  async resetAccount(@Arg('password') password: string, @Arg('confirm') confirm: string, @Arg('token') token: string, @Ctx() { ctx }: GraphQLContext) {
    await invoke(resetAccount, ctx, { password, confirm, token });
    return true;
  }

  @Mutation(() => Boolean)
  @Guarded(changePassword)
  async changePassword(
    @Arg('currentPassword') currentPassword: string,
    @Arg('password') password: string,
    @Arg('confirm') confirm: string,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    await invoke(changePassword, ctx, { currentPassword, password, confirm });
    return true;
  }

  @Mutation(() => UserType)
  @Guarded(updateOwnProfile)
  updateOwnProfile(@Arg('name') name: string, @Arg('jobTitle', { defaultValue: '' }) jobTitle: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(updateOwnProfile, ctx, { name, jobTitle });
  }
}
