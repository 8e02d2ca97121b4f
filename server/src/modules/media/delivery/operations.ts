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
import { aspectRatio, focalRegion, type AspectRatio } from '../renditions/focal.js';
import { mediaRuntime } from '../runtime.js';
import { focalOf } from '../version.js';
import { isInline, isResizable, kindOf } from '../types.js';
import { deliverableById, deliverableInGroup } from './deliverable.js';
import type { DeliverableFile } from './deliverable-file.js';
import type { Delivery } from './delivery.js';

const hash = z.string().regex(/^[0-9a-f]{64}$/);
/** A block's images or files (`block_images_{key}`, `block_files_{key}`), the page type's own media fields, or the SEO image. */
const group = z.string().regex(/^(block_(images|files)_[A-Za-z0-9_-]{1,64}|page_(images|files)|seo_image)$/);
const accept = z.string().max(1000).optional();
/** The file's version (version.ts) the URL was made for: with the current one the answer is cached a year. */
const version = z.string().max(64).optional();

/** What every delivery URL may add: the version it was made for, and the browser's formats. */
interface Asked {
  v?: string | undefined;
  accept?: string | undefined;
}

type Visibility = Delivery['visibility'];

function original(ctx: OperationContext, file: DeliverableFile, visibility: Visibility, asked: Asked, fileName = file.fileName): Delivery {
  const { storage } = mediaRuntime(ctx.services);
  return {
    etag: file.hash,
    visibility,
    immutable: asked.v === file.version,
    contentType: file.mimeType,
    fileName,
    inline: isInline(file.mimeType),
    variesByAccept: false,
    open: () => storage.localFile(file.hash),
  };
}

/** A crop and/or resize of an image, made once per parameters and kept on disk. */
function rendition(ctx: OperationContext, file: DeliverableFile, visibility: Visibility, asked: Asked, spec: Omit<RenditionSpec, 'hash'>): Delivery {
  const { storage, renditions } = mediaRuntime(ctx.services);
  const full: RenditionSpec = { ...spec, hash: file.hash };
  const key = renditionKey(full);
  const dot = file.fileName.lastIndexOf('.');
  return {
    etag: key,
    visibility,
    immutable: asked.v === file.version,
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

/** What a URL asks of an image by id or page entry: a width (`w`), proportions (`ar`), the version and the browser's formats. */
interface SizeAsked extends Asked {
  w?: number | undefined;
  ar?: AspectRatio | undefined;
}

/**
 * The original, or with `w` a narrower variant in the format the browser prefers; with `ar` cut
 * to those proportions around the file's focal point (renditions/focal.ts).
 */
function sized(ctx: OperationContext, file: DeliverableFile, visibility: Visibility, asked: SizeAsked, fileName?: string): Delivery {
  const { w: width, ar } = asked;
  if (!isResizable(file.mimeType) || !(width || ar)) return original(ctx, file, visibility, asked, fileName);
  const crop = ar && file.width && file.height ? focalRegion(file.width, file.height, ar, focalOf(file)) : undefined;
  return rendition(ctx, file, visibility, asked, { crop, width, format: outputFormat(file.mimeType, width, asked.accept) });
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
  input: z.object({ pageID: recordId, group, hash, fileName: mediaName, w: outputWidth, ar: aspectRatio, v: version, accept }),
  async run(ctx, input): Promise<Delivery> {
    const file = await deliverableInGroup(ctx, input.pageID, input.group, input.hash, input.fileName);
    const known = file?.published || (mayBrowse(ctx.actor) && (await ctx.em.count(Page, input.pageID)) > 0);
    if (!file || !known) throw new DomainError('PM_01', 'pageID', 404);
    return sized(ctx, file, file.published ? 'public' : 'private', input, input.fileName);
  },
});

/** GET medialib/preview-image?imageID=: the image, or with `w` a narrower variant, with `ar` cut around its focal point. */
export const previewImage = defineOperation({
  name: 'media.previewImage',
  access: { public: true },
  kind: 'read',
  input: z.object({ imageID: recordId, w: outputWidth, ar: aspectRatio, v: version, accept }),
  async run(ctx, input): Promise<Delivery> {
    const found = image(await deliverableById(ctx, input.imageID));
    const file = { ...found, published: found.published || found.shared };
    return sized(ctx, file, visibilityOf(ctx, file, 'imageID'), input);
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
  input: cropParams.extend({ imageID: recordId, w: outputWidth, v: version, accept }),
  async run(ctx, input): Promise<Delivery> {
    const { imageID, w, v, accept: accepted, ...crop } = input;
    const file = image(await deliverableById(ctx, imageID, crop));
    const visibility = visibilityOf(ctx, file, 'imageID');
    const region = file.width && file.height ? cropRegion(crop, file.width, file.height) : undefined;
    if (!region) throw new DomainError('V_12', 'x');
    return rendition(ctx, file, visibility, { v }, { crop: region, width: w, format: outputFormat(file.mimeType, w, accepted) });
  },
});
