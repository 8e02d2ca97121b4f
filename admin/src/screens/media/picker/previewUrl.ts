import { API_BASE } from '../../../api/http';
import type { CropParams } from './mediaEntry';

/** The crop fields in the order the server's preview-crop reads them. */
const CROP_FIELDS = ['x', 'y', 'width', 'height', 'rotate', 'scaleX', 'scaleY'] as const;

/**
 * A thumbnail of an image as a page shows it: its crop (the server's preview-crop) when it has
 * one, else the whole image; `width` asks for a narrower rendition.
 */
export function imagePreviewUrl(fileID: number, cropParams: CropParams | undefined, width: number): string {
  const params = new URLSearchParams({ imageID: String(fileID) });
  if (cropParams) for (const field of CROP_FIELDS) params.set(field, String(cropParams[field]));
  params.set('w', String(width));
  return `${API_BASE}/medialib/${cropParams ? 'preview-crop' : 'preview-image'}?${params.toString()}`;
}
