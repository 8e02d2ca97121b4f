import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { z } from 'zod';
import { recordId } from '../../operations/fields.js';
import { DomainError } from '../../errors.js';
import { defineOperation, type OperationContext } from '../../operations/define.js';
import { UserImage } from './entities.js';
import { findUser } from './user-operations.js';
import { userView, type UserView } from './views.js';

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_SIDE = 1024;
const ACCEPTED = new Set(['image/jpeg', 'image/png']);


/** The signed-in user themselves, or a holder of manage-users. */
function assertMayEdit(ctx: OperationContext, id: number): void {
  if (ctx.actor.kind !== 'user') throw new DomainError('UM_01', undefined, 401);
  if (ctx.actor.userId !== id && !ctx.actor.permissions.has('manage-users')) throw new DomainError('UM_01');
}

/** Judged by content, never by name or declared type: size, magic bytes, decodability, dimensions. */
async function inspect(bytes: Buffer, truncated: boolean): Promise<{ contentType: string; width: number; height: number }> {
  if (truncated || bytes.length > PROFILE_IMAGE_MAX_BYTES) throw new DomainError('UM_05', 'profileImage');
  if (bytes.length === 0) throw new DomainError('V_17', 'profileImage');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED.has(detected.mime)) throw new DomainError('UM_06', 'profileImage');
  let width: number;
  let height: number;
  try {
    // Decoding every pixel (not only the header) catches truncated and corrupt files.
    const { info } = await sharp(bytes, { failOn: 'error' }).raw().toBuffer({ resolveWithObject: true });
    ({ width, height } = info);
  } catch {
    throw new DomainError('UM_07', 'profileImage');
  }
  if (width > PROFILE_IMAGE_MAX_SIDE || height > PROFILE_IMAGE_MAX_SIDE) throw new DomainError('UM_08', 'profileImage');
  return { contentType: detected.mime, width, height };
}

export const setUserImage = defineOperation({
  name: 'users.setImage',
  access: { signedIn: true },
  kind: 'write',
  input: z.object({
    id: recordId,
    profileImage: z.object({ bytes: z.instanceof(Buffer), truncated: z.boolean() }),
  }),
  audit: { action: 'user.image.set', target: (input) => ({ type: 'user', id: input.id }) },
  async run(ctx, input): Promise<UserView> {
    assertMayEdit(ctx, input.id);
    const user = await findUser(ctx.em, input.id);
    const { contentType, width, height } = await inspect(input.profileImage.bytes, input.profileImage.truncated);
    const existing = await ctx.em.findOne(UserImage, { user });
    const fields = { contentType, width, height, bytes: input.profileImage.bytes, updatedAt: new Date() };
    if (existing) ctx.em.assign(existing, fields);
    else ctx.em.persist(ctx.em.create(UserImage, { user, ...fields }));
    user.imageSha256 = createHash('sha256').update(input.profileImage.bytes).digest('hex');
    await ctx.em.flush();
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
