import type { FileEntry, ImageEntry } from './values.js';

/**
 * A block as stored: type, key, props, anchorPoint, and the media maps. Its own file so that
 * types which only read blocks (content checks) need not import validation (validate.ts).
 */
export interface Block {
  type: string;
  key: string;
  props: Record<string, unknown>;
  anchorPoint: string | null;
  __images: Record<string, ImageEntry[]>;
  __files: Record<string, FileEntry[]>;
  /** The type version it was stored at; absent means 1 (content-model/migrations). */
  v?: number;
}
