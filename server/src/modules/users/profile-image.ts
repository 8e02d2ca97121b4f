import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { imageWork } from '../../images/work.js';
import type { OperationContext } from '../../operations/define.js';
import { UserImage, type User } from './entities.js';

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_SIDE = 1024;
const ACCEPTED = new Set(['image/jpeg', 'image/png']);

/** A `profileImage` file part as the multipart readers hand it over (http/read-limited.ts). */
export const uploadedImage = z.object({ bytes: z.instanceof(Buffer), truncated: z.boolean() });
export type UploadedImage = z.infer<typeof uploadedImage>;

/**
 * Judged by content, never by name or declared type: size, magic bytes, the dimensions the
 * header declares (before a single pixel is decoded: a 1 MB PNG may declare 16000×16000, a
 * gigabyte of pixels), then every pixel, decoded with a pixel limit, behind the image queue.
 */
async function inspect({ bytes, truncated }: UploadedImage): Promise<{ contentType: string; width: number; height: number }> {
  if (truncated || bytes.length > PROFILE_IMAGE_MAX_BYTES) throw new DomainError('UM_05', 'profileImage');
  if (bytes.length === 0) throw new DomainError('V_17', 'profileImage');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED.has(detected.mime)) throw new DomainError('UM_06', 'profileImage');
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new DomainError('UM_07', 'profileImage');
    });
  if (!width || !height) throw new DomainError('UM_07', 'profileImage');
  if (width > PROFILE_IMAGE_MAX_SIDE || height > PROFILE_IMAGE_MAX_SIDE) throw new DomainError('UM_08', 'profileImage');
  // Decoding every pixel catches truncated and corrupt files.
  await imageWork(() =>
    sharp(bytes, { failOn: 'error', limitInputPixels: PROFILE_IMAGE_MAX_SIDE ** 2 })
      .raw()
      .toBuffer(),
  ).catch(() => {
    throw new DomainError('UM_07', 'profileImage');
  });
  return { contentType: detected.mime, width, height };
}

/** Judges an uploaded profile image and makes it the user's (flushed with the caller's transaction). */
export async function storeProfileImage(ctx: OperationContext, user: User, file: UploadedImage): Promise<void> {
  const { contentType, width, height } = await inspect(file);
  const existing = await ctx.em.findOne(UserImage, { user });
  const fields = { contentType, width, height, bytes: file.bytes, updatedAt: new Date() };
  if (existing) ctx.em.assign(existing, fields);
  else ctx.em.persist(ctx.em.create(UserImage, { user, ...fields }));
  user.imageSha256 = createHash('sha256').update(file.bytes).digest('hex');
  await ctx.em.flush();
}
