import { emitContentEvent } from '../../events/content-events.js';
import type { OperationContext } from '../../operations/define.js';

/**
 * Tells every process that a library file was renamed, re-described (its alt text), shared or unshared, replaced, given a
 * focal point, or deleted: their delivery lookups (who may fetch it, under which name, which bytes) and rendered pages clear,
 * and a CDN in front purges the pages showing media (cdn/tags.ts).
 */
export function announceMediaChange(ctx: OperationContext): Promise<void> {
  return emitContentEvent(ctx, { type: 'media.changed', pageId: null });
}
