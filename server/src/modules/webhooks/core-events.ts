import type { OperationContext } from '../../operations/define.js';
import { emitWebhookEvent } from './emit.js';

/** What page events tell (docs: "Payloads"); the page's content is read through the API by those who need it. */
interface PageFacts {
  id: number;
  translationGroup: number;
  locale: string;
  slug: string;
  type: string;
  title: string;
}

export type PageWebhookEvent = 'page.created' | 'page.published' | 'page.unpublished' | 'page.deleted';

/** page.*: `{ pageID, translationGroup, locale, slug, type, title, versionID }` (versionID: the published or first version; null otherwise). */
export function emitPageWebhook(ctx: OperationContext, event: PageWebhookEvent, page: PageFacts, versionId: number | null): Promise<void> {
  const { id, translationGroup, locale, slug, type, title } = page;
  return emitWebhookEvent(ctx, event, { pageID: id, translationGroup, locale, slug, type, title, versionID: versionId });
}

interface MediaFacts {
  id: number;
  fileName: string;
  mimeType: string;
  size: number;
}

export type MediaWebhookEvent = 'media.added' | 'media.replaced' | 'media.deleted';

/** media.*: `{ fileID, fileName, mimeType, size }`. */
export function emitMediaWebhook(ctx: OperationContext, event: MediaWebhookEvent, file: MediaFacts): Promise<void> {
  return emitWebhookEvent(ctx, event, { fileID: file.id, fileName: file.fileName, mimeType: file.mimeType, size: file.size });
}
