import { z } from 'zod';
import { DomainError } from '../../errors.js';
import { defineOperation } from '../../operations/define.js';
import { recordId } from '../../operations/fields.js';
import { announceMediaChange } from './changed.js';
import { prepareWorkingCopy, receivedFile } from './file-operations.js';
import { findFile } from './lookup.js';
import { placeObject, releaseObjects } from './objects.js';
import { kindOf } from './types.js';
import { judgeUpload } from './upload/judge.js';
import { FILE_FIELD } from './upload/receive.js';
import { focalOf, mediaVersion } from './version.js';
import { fileView, type MediaFileView } from './views.js';
import { emitMediaWebhook } from '../webhooks/core-events.js';

/**
 * POST medialib/replace-file: new bytes for a file, which keeps its id, name, folder, focal
 * point and every use. The content is judged as an upload's, against the file's own name, so
 * it is of the same kind and type family (V_12 on `f` otherwise, and nothing changes). Pages
 * keep their URLs: delivery finds the file by the entry's id (delivery/deliverable.ts); the new
 * version token and the media event make caches and pages ask again. The old bytes (and their
 * renditions) go once the transaction commits, unless another file row shares them.
 */
export const replaceMediaFile = defineOperation({
  name: 'media.replaceFile',
  access: { permission: 'manage-media' },
  kind: 'write',
  input: z.object({ id: recordId, [FILE_FIELD]: receivedFile }),
  audit: { action: 'media.file.replace', target: (input) => ({ type: 'media-file', id: input.id }) },
  async run(ctx, input): Promise<MediaFileView> {
    const received = input[FILE_FIELD];
    if (received.size === 0) throw new DomainError('V_17', FILE_FIELD);
    const file = await findFile(ctx.em, input.id);
    const judged = await judgeUpload(received, file.fileName);
    if (judged.kind !== kindOf(file.mimeType)) throw new DomainError('V_12', FILE_FIELD);
    const previousHash = file.hash;
    if (judged.sha256 !== previousHash) {
      await prepareWorkingCopy(ctx, judged);
      await placeObject(ctx, judged.tempPath, judged.sha256);
    }
    Object.assign(file, {
      hash: judged.sha256,
      size: judged.size,
      mimeType: judged.mimeType,
      width: judged.width,
      height: judged.height,
      version: mediaVersion(judged.sha256, focalOf(file)),
      updatedAt: new Date(),
    });
    await ctx.em.flush();
    await announceMediaChange(ctx);
    await emitMediaWebhook(ctx, 'media.replaced', file);
    if (judged.sha256 !== previousHash) await releaseObjects(ctx, [previousHash]);
    return fileView(file, file.folder.getEntity().path);
  },
});
