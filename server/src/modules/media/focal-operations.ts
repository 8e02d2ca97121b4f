import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { announceMediaChange } from './changed.js';
import { findFile } from './lookup.js';
import { kindOf } from './types.js';
import { mediaVersion } from './version.js';
import { fileView, type MediaFileView } from './views.js';

const fraction = z.number().finite().min(0).max(1);

/**
 * POST medialib/set-focal-point: the point of an image that every crop without an explicit box
 * keeps in view (renditions/focal.ts), as fractions of its width and height; null for both
 * clears it (the centre). Crops chosen per use still win. A new version token and the media
 * event make caches and pages ask for the renditions again.
 */
export const setFocalPoint = defineOperation({
  name: 'media.setFocalPoint',
  access: { permission: 'manage-media' },
  kind: 'write',
  input: z.object({ id: recordId, focalX: fraction.nullable(), focalY: fraction.nullable() }),
  audit: { action: 'media.file.focal-point', target: (input) => ({ type: 'media-file', id: input.id }) },
  async run(ctx, input): Promise<MediaFileView> {
    if ((input.focalX === null) !== (input.focalY === null)) throw new DomainError('V_12', input.focalX === null ? 'focalX' : 'focalY');
    const file = await findFile(ctx.em, input.id);
    if (kindOf(file.mimeType) !== 'image') throw new DomainError('V_07', 'id');
    const focal = input.focalX === null || input.focalY === null ? null : { x: input.focalX, y: input.focalY };
    Object.assign(file, { focalX: focal?.x ?? null, focalY: focal?.y ?? null, version: mediaVersion(file.hash, focal), updatedAt: new Date() });
    await ctx.em.flush();
    await announceMediaChange(ctx);
    return fileView(file, file.folder.getEntity().path);
  },
});
