import { z } from 'zod';
import { recordId } from '../../operations/fields.js';
import { DomainError } from '../../errors.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { storeProfileImage, uploadedImage } from './profile-image.js';
import { UserImage } from './entities.js';
import { findUser } from './user-operations.js';
import { userView, type UserView } from './views.js';

/** The signed-in user themselves, or a holder of manage-users. */
function assertMayEdit(ctx: OperationContext, id: number): void {
  if (ctx.actor.kind !== 'user') throw new DomainError('UM_01', undefined, 401);
  if (ctx.actor.userId !== id && !ctx.actor.permissions.has('manage-users')) throw new DomainError('UM_01');
}

export const setUserImage = defineOperation({
  name: 'users.setImage',
  access: { signedIn: true },
  kind: 'write',
  input: z.object({
    id: recordId,
    profileImage: uploadedImage,
  }),
  audit: { action: 'user.image.set', target: (input) => ({ type: 'user', id: input.id }) },
  async run(ctx, input): Promise<UserView> {
    assertMayEdit(ctx, input.id);
    const user = await findUser(ctx.em, input.id);
    await storeProfileImage(ctx, user, input.profileImage);
    return userView(user);
  },
});

export const deleteUserImage = defineOperation({
  name: 'users.deleteImage',
  access: { signedIn: true },
  kind: 'write',
  input: z.object({ id: recordId }),
  audit: { action: 'user.image.delete', target: (input) => ({ type: 'user', id: input.id }) },
  async run(ctx, input): Promise<UserView> {
    assertMayEdit(ctx, input.id);
    const user = await findUser(ctx.em, input.id);
    try {
      await ctx.em.nativeDelete(UserImage, { user });
    } catch (error) {
      ctx.log.error({ err: error, userId: user.id }, 'profile image deletion failed');
      throw new DomainError('UM_04');
    }
    user.imageSha256 = null;
    await ctx.em.flush();
    return userView(user);
  },
});

export interface ImageFile {
  contentType: string;
  bytes: Buffer;
  sha256: string;
}

/** The bytes behind a user's image URL, for any signed-in user (avatars show up in lists). */
export const getUserImage = defineOperation({
  name: 'users.getImage',
  access: { signedIn: true },
  kind: 'read',
  input: z.object({ id: recordId }),
  async run(ctx, input): Promise<ImageFile> {
    const user = await findUser(ctx.em, input.id);
    const image = user.imageSha256 ? await ctx.em.findOne(UserImage, { user }, { populate: ['bytes'] }) : null;
    if (!image || !user.imageSha256) throw new DomainError('UM_02', 'image', 404);
    return { contentType: image.contentType, bytes: Buffer.from(image.bytes), sha256: user.imageSha256 };
  },
});
