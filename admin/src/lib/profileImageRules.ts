import type { ApiErrorItem } from '../api/apiError';

/** The profile image limits the server enforces. */
export const PROFILE_IMAGE_RULES = {
  maxBytes: 2 * 1024 * 1024,
  maxMegabytes: 2,
  maxSide: 1024,
  types: ['image/jpeg', 'image/png'],
} as const;

const PROPERTY = 'profileImage';

async function dimensionsOf(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const { width, height } = bitmap;
    bitmap.close();
    return { width, height };
  } catch {
    return null;
  }
}

/**
 * The same checks the server makes, before uploading (the server stays the judge):
 * UM_06 type, UM_05 size, UM_07 undecodable, UM_08 dimensions.
 */
export async function profileImageProblems(file: File): Promise<ApiErrorItem[]> {
  if (!(PROFILE_IMAGE_RULES.types as readonly string[]).includes(file.type)) return [{ code: 'UM_06', property: PROPERTY }];
  if (file.size > PROFILE_IMAGE_RULES.maxBytes) return [{ code: 'UM_05', property: PROPERTY }];
  const size = await dimensionsOf(file);
  if (!size) return [{ code: 'UM_07', property: PROPERTY }];
  if (size.width > PROFILE_IMAGE_RULES.maxSide || size.height > PROFILE_IMAGE_RULES.maxSide) return [{ code: 'UM_08', property: PROPERTY }];
  return [];
}
