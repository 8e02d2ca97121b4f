import { GraphQLJSONObject } from 'graphql-scalars';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Args, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CursorListArgs, CursorListFields } from '../../graphql/list-args.js';
import { GraphQLUpload } from '../../graphql/upload.js';
import { readLimited } from '../../http/read-limited.js';
import { invoke } from '../../operations/invoke.js';
import type { ListPage } from '../../operations/pagination.js';
import { deleteUserImage, setUserImage } from './image-operations.js';
import { PROFILE_IMAGE_MAX_BYTES } from './profile-image.js';
import { createRole, deleteRole, listPermissions, listRoles, updateRole } from './role-operations.js';
import { createUser, deleteUser, getUser, listUsers, updateUser } from './user-operations.js';
import type { RoleView, UserView } from './views.js';
import type { PermissionGrant } from './entities.js';
import type { Permission } from '../../operations/permissions.js';

@ObjectType('PermissionGrant')
export class PermissionGrantType implements PermissionGrant {
  @Field(() => String)
  name!: Permission;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Narrows the permission, e.g. to a page type.' })
  params?: Record<string, unknown>;
}

@ObjectType('Role')
export class RoleType implements RoleView {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field({ description: 'Built-in roles cannot be deleted.' })
  builtIn!: boolean;

  @Field(() => [PermissionGrantType])
  permissions!: PermissionGrant[];
}

@ObjectType('User')
export class UserType implements UserView {
  @Field(() => Int)
  id!: number;

  @Field()
  email!: string;

  @Field()
  name!: string;

  @Field()
  jobTitle!: string;

  @Field(() => String, { description: 'pending until the account is activated, then active.' })
  status!: 'pending' | 'active';

  @Field(() => RoleType)
  role!: RoleView;

  @Field(() => String, { nullable: true, description: 'URL of the profile image.' })
  image!: string | null;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;

  @Field(() => Date, { nullable: true })
  lastLoginAt!: Date | null;
}

@ObjectType('UserList')
export class UserListType extends CursorListFields implements ListPage<UserView> {
  @Field(() => [UserType])
  items!: UserView[];

  @Field(() => Int)
  totalItems!: number;
}

@InputType('ProfileInput')
export class ProfileInput {
  @Field({ nullable: true })
  name?: string;

  @Field({ nullable: true })
  jobTitle?: string;
}

@InputType('CreateUserInput')
export class CreateUserInput {
  @Field()
  email!: string;

  @Field(() => Int, { description: 'Role id.' })
  role!: number;

  @Field(() => ProfileInput)
  profile!: ProfileInput;
}

@InputType('UpdateUserInput')
export class UpdateUserInput {
  @Field(() => Int)
  id!: number;

  @Field({ nullable: true })
  email?: string;

  @Field(() => Int, { nullable: true })
  role?: number;

  @Field(() => ProfileInput, { nullable: true })
  profile?: ProfileInput;
}

@InputType('PermissionGrantInput')
export class PermissionGrantInput {
  @Field()
  name!: string;

  @Field(() => GraphQLJSONObject, { nullable: true })
  params?: Record<string, unknown>;
}

@InputType('RoleInput')
export class RoleInput {
  @Field()
  name!: string;

  @Field(() => [PermissionGrantInput])
  permissions!: PermissionGrantInput[];
}

@Resolver()
export class UsersResolver {
  @Query(() => UserListType)
  @Guarded(listUsers)
  users(@Args(() => CursorListArgs) args: CursorListArgs, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listUsers, ctx, args);
  }

  @Query(() => UserType)
  @Guarded(getUser)
  user(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(getUser, ctx, { id });
  }

  @Mutation(() => UserType, { description: 'Creates a pending account and mails its activation link.' })
  @Guarded(createUser)
  createUser(@Arg('input', () => CreateUserInput) input: CreateUserInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(createUser, ctx, input);
  }

  @Mutation(() => UserType)
  @Guarded(updateUser)
  updateUser(@Arg('input', () => UpdateUserInput) input: UpdateUserInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(updateUser, ctx, input);
  }

  @Mutation(() => Int, { description: 'Deletes the account; answers its id.' })
  @Guarded(deleteUser)
  async deleteUser(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return (await invoke(deleteUser, ctx, { id })).id;
  }

  @Mutation(() => UserType, { description: 'The user themselves, or a holder of manage-users. JPEG or PNG, at most 2 MB and 1024×1024.' })
  @Guarded(setUserImage)
  async setUserImage(@Arg('id', () => Int) id: number, @Arg('profileImage', () => GraphQLUpload) upload: Promise<FileUpload>, @Ctx() { ctx }: GraphQLContext) {
    const profileImage = await readLimited((await upload).createReadStream(), PROFILE_IMAGE_MAX_BYTES);
    return invoke(setUserImage, ctx, { id, profileImage });
  }

  @Mutation(() => UserType, { description: 'The user themselves, or a holder of manage-users.' })
  @Guarded(deleteUserImage)
  deleteUserImage(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(deleteUserImage, ctx, { id });
  }

  @Query(() => [RoleType])
  @Guarded(listRoles)
  roles(@Ctx() { ctx }: GraphQLContext) {
    return invoke(listRoles, ctx, {});
  }

  @Query(() => [String], { description: 'Every permission a role can hold.' })
  @Guarded(listPermissions)
  permissions(@Ctx() { ctx }: GraphQLContext) {
    return invoke(listPermissions, ctx, {});
  }

  @Mutation(() => RoleType)
  @Guarded(createRole)
  createRole(@Arg('input', () => RoleInput) input: RoleInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(createRole, ctx, input);
  }

  @Mutation(() => RoleType)
  @Guarded(updateRole)
  updateRole(@Arg('id', () => Int) id: number, @Arg('input', () => RoleInput) input: RoleInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(updateRole, ctx, { ...input, id });
  }

  @Mutation(() => Int)
  @Guarded(deleteRole)
  async deleteRole(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return (await invoke(deleteRole, ctx, { id })).id;
  }
}
