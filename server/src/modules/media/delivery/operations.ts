import { outageOf } from '../../../http/outage.js';
import { z } from 'zod';
import { DomainError } from '../../../errors.js';
import { TooCostlyImage } from '../../../images/svg-raster.js';
import { defineOperation, type OperationContext } from '../../../operations/define.js';
import { recordId } from '../../../operations/fields.js';
import { Page } from '../../pages/entities.js';
import { mayBrowse } from '../access.js';
import { mediaName } from '../paths.js';
import { render } from '../renditions/render.js';
import { renderSource } from '../renditions/working-copy.js';
import { cropParams, cropRegion, FORMAT_TYPES, outputFormat, outputWidth, renditionKey, type RenditionSpec } from '../renditions/params.js';
import { mediaRuntime } from '../runtime.js';
import { isInline, isResizable, kindOf } from '../types.js';
import { deliverableById, deliverableInGroup } from './deliverable.js';
import type { DeliverableFile } from './deliverable-file.js';
import type { Delivery } from './delivery.js';

const hash = z.string().regex(/^[0-9a-f]{64}$/);
/** A block's images or files (`block_images_{key}`, `block_files_{key}`), the page type's own media fields, or the SEO image. */
const group = z.string().regex(/^(block_(images|files)_[A-Za-z0-9_-]{1,64}|page_(images|files)|seo_image)$/);
const accept = z.string().max(1000).optional();

type Visibility = Delivery['visibility'];

function original(ctx: OperationContext, file: DeliverableFile, visibility: Visibility, fileName = file.fileName): Delivery {
  const { storage } = mediaRuntime(ctx.services);
  return {
    etag: file.hash,
    visibility,
    contentType: file.mimeType,
    fileName,
    inline: isInline(file.mimeType),
    variesByAccept: false,
    open: () => storage.localFile(file.hash),
  };
}

/** A crop and/or resize of an image, made once per parameters and kept on disk. */
function rendition(ctx: OperationContext, file: DeliverableFile, visibility: Visibility, spec: Omit<RenditionSpec, 'hash'>): Delivery {
  const { storage, renditions } = mediaRuntime(ctx.services);
  const full: RenditionSpec = { ...spec, hash: file.hash };
  const key = renditionKey(full);
  const dot = file.fileName.lastIndexOf('.');
  return {
    etag: key,
    visibility,
    contentType: FORMAT_TYPES[spec.format],
    fileName: `${dot > 0 ? file.fileName.slice(0, dot) : file.fileName}.${spec.format === 'jpeg' ? 'jpg' : spec.format}`,
    inline: true,
    variesByAccept: spec.width !== undefined,
    // An image that cannot be rendered within the limits (src/images/work.ts) is refused, not a
    // 500; a full or read-only disk is an outage (G_03/G_02), not the image's fault.
    open: () =>
      renditions
        .get(file.hash, key, spec.format, async (temp) => {
          // Outside the queue's slot of `render`: a working copy made first waits in the heavy lane.
          const from = await renderSource(renditions, file, () => storage.localFile(file.hash));
          await render(from, full, temp);
        })
        .catch((error: unknown) => {
          if (outageOf(error) || error instanceof DomainError) throw error;
          ctx.log.warn({ err: error, fileId: file.id }, 'media: rendition refused');
          throw error instanceof TooCostlyImage ? new DomainError('ML_04', 'imageID') : new DomainError('V_12', 'imageID', 422);
        }),
  };
}

/** The original, or with `w` a narrower variant in the format the browser prefers. */
function sized(
  ctx: OperationContext,
  file: DeliverableFile,
  visibility: Visibility,
  width: number | undefined,
  accepted: string | undefined,
  fileName?: string,
): Delivery {
  if (width && isResizable(file.mimeType)) return rendition(ctx, file, visibility, { width, format: outputFormat(file.mimeType, width, accepted) });
  return original(ctx, file, visibility, fileName);
}

/**
 * Visitors see what published pages use (and shared images); editors see everything, kept out
 * of shared caches unless visitors may see it too. Anything else does not exist for the caller.
 */
function visibilityOf(ctx: OperationContext, file: DeliverableFile, property: string): Visibility {
  if (file.published) return 'public';
  if (mayBrowse(ctx.actor)) return 'private';
  throw new DomainError('V_12', property, 404);
}

function image(file: DeliverableFile | undefined): DeliverableFile {
  if (!file || kindOf(file.mimeType) !== 'image') throw new DomainError('V_12', 'imageID', 404);
  return file;
}

/**
 * GET medialib/get-page-file/{pageID}/{group}/{hash}/{fileName}: a file of a
 * page. Visitors get it while the published version holds that entry; editors (drafts,
 * previews) get any file of the library. `w` asks for a narrower image.
 */
export const getPageFile = defineOperation({
  name: 'media.getPageFile',
  access: { public: true },
  kind: 'read',
  input: z.object({ pageID: recordId, group, hash, fileName: mediaName, w: outputWidth, accept }),
  async run(ctx, input): Promise<Delivery> {
    const file = await deliverableInGroup(ctx, input.pageID, input.group, input.hash, input.fileName);
    const known = file?.published || (mayBrowse(ctx.actor) && (await ctx.em.count(Page, input.pageID)) > 0);
    if (!file || !known) throw new DomainError('PM_01', 'pageID', 404);
    return sized(ctx, file, file.published ? 'public' : 'private', input.w, input.accept, input.fileName);
  },
});

/** GET medialib/preview-image?imageID=: the image, or with `w` a narrower variant. */
export const previewImage = defineOperation({
  name: 'media.previewImage',
  access: { public: true },
  kind: 'read',
  input: z.object({ imageID: recordId, w: outputWidth, accept }),
  async run(ctx, input): Promise<Delivery> {
    const found = image(await deliverableById(ctx, input.imageID));
    const file = { ...found, published: found.published || found.shared };
    return sized(ctx, file, visibilityOf(ctx, file, 'imageID'), input.w, input.accept);
  },
});

/**
 * GET medialib/preview-crop?imageID=&x&y&width&height&rotate&scaleX&scaleY[&w]:
 * the image flipped, rotated and cropped as cropper.js describes it. Editors may ask for any
 * crop; visitors only for crops a published page uses (each computed once, then cached).
 */
export const previewCrop = defineOperation({
  name: 'media.previewCrop',
  access: { public: true },
  kind: 'read',
  input: cropParams.extend({ imageID: recordId, w: outputWidth, accept }),
  async run(ctx, input): Promise<Delivery> {
    const { imageID, w, accept: accepted, ...crop } = input;
    const file = image(await deliverableById(ctx, imageID, crop));
    const visibility = visibilityOf(ctx, file, 'imageID');
    const region = file.width && file.height ? cropRegion(crop, file.width, file.height) : undefined;
    if (!region) throw new DomainError('V_12', 'x');
    return rendition(ctx, file, visibility, { crop: region, width: w, format: outputFormat(file.mimeType, w, accepted) });
  },
});
