import type { Request } from 'express';
import { DomainError } from '../../errors.js';
import type { LimitedFile } from '../../http/read-limited.js';

/** The names a client may give the profile image's file part: SPEC §7 uses both. */
export const PROFILE_IMAGE_PARTS = ['profileImage', 'image'] as const;

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Only a multipart file part is a file (http/multipart.ts); JSON cannot carry one. */
const isFile = (value: unknown): value is LimitedFile => isFields(value) && Buffer.isBuffer(value.bytes);
/** `null` or `""`: how a client without a picture says so (SPEC §7 sends the field anyway). */
const noImage = (value: unknown) => value === undefined || value === null || value === '';

/** The one image given, by the name it came under; none, or V_12 on the name of what cannot be stored. */
function chosenImage(candidates: readonly (readonly [string, unknown])[]): LimitedFile | undefined {
  const [first, second] = candidates.filter(([, value]) => !noImage(value));
  if (second) throw new DomainError('V_12', second[0]);
  if (first && !isFile(first[1])) throw new DomainError('V_12', first[0]);
  return first?.[1] as LimitedFile | undefined;
}

/**
 * POST user and POST auth/register: users.create's input, sent as JSON ({ email, role, profile })
 * or flat as the REST register call names it (name, email, role, jobTitle, image), which is also
 * how a multipart form sends it. The image is a file part named `image` or `profileImage`, or
 * `image` / `profile.image` null or "" for none; a string or two images cannot be stored and are
 * V_12 on their name. Every other property is passed on, so the strict input refuses it by name.
 */
export function userCreation(req: Request): unknown {
  const { image, profileImage, ...fields } = (req.body ?? {}) as Fields;
  const { image: nestedImage, ...profile } = isFields(fields.profile) ? fields.profile : {};
  const file = chosenImage([
    ['image', image],
    ['profileImage', profileImage],
    ['profile.image', nestedImage],
  ]);
  const withFile = file ? { profileImage: file } : {};
  if (isFields(fields.profile)) return { ...fields, profile, ...withFile };
  const { name, jobTitle, ...rest } = fields;
  if ('profile' in fields || (name === undefined && jobTitle === undefined)) return { ...fields, ...withFile };
  return { ...rest, profile: { name, ...(jobTitle === undefined ? {} : { jobTitle }) }, ...withFile };
}
