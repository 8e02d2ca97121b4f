import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * Where the mirror keeps what (BLOKWERK_MIRROR_DIR; docs/nginx/blokwerk.conf serves `pages/`):
 * `pages/<key>/index.html` (+ `.br`, `.gz`), `entries/<id>` (the key and its cache tags, JSON),
 * `tags/<tag>/<id>` (empty: the entries a tag names, for every process of the host), the
 * warmer's lock, and the pages nginx answers with while Blokwerk is
 * unreachable (`unavailable.html`, `unavailable-form.html`).
 */

/**
 * Keys the mirror holds: exactly the paths the recipe's map lets nginx answer (lower-case slug
 * segments, no trailing slash, no escapes, no query), and not the draft preview's `/-/`.
 */
const MIRRORED_KEY = /^(?:\/|(?:\/[a-z0-9-]+)+)$/;
const NOT_PAGES = /^\/(?:-|api|cmsadmin|healthz|readyz)(?:\/|$)/;

export function isMirroredKey(key: string): boolean {
  return MIRRORED_KEY.test(key) && !NOT_PAGES.test(key);
}

/** A page's files: compressed variants first, the plain one that nginx's try_files looks for last. */
export interface PageFiles {
  folder: string;
  html: string;
  br: string;
  gz: string;
}

export class MirrorLayout {
  readonly pages: string;
  readonly entries: string;
  readonly tags: string;
  readonly warmerLock: string;
  readonly unavailable: string;
  readonly unavailableForm: string;

  constructor(readonly dir: string) {
    this.pages = path.join(dir, 'pages');
    this.entries = path.join(dir, 'entries');
    this.tags = path.join(dir, 'tags');
    this.warmerLock = path.join(dir, 'warmer.lock');
    this.unavailable = path.join(dir, 'unavailable.html');
    this.unavailableForm = path.join(dir, 'unavailable-form.html');
  }

  /** A key's files; the key is a mirrored one (isMirroredKey), so it never leaves `pages/`. */
  pageFiles(key: string): PageFiles {
    const folder = path.join(this.pages, ...key.split('/').filter(Boolean));
    const html = path.join(folder, 'index.html');
    return { folder, html, br: `${html}.br`, gz: `${html}.gz` };
  }

  entryFile(id: string): string {
    return path.join(this.entries, id);
  }

  tagFolder(tag: string): string {
    // Core's tags are safe names; anything else (an extension's) is hashed into one.
    return path.join(this.tags, /^[\w-]{1,100}$/.test(tag) ? tag : `h-${hashed(tag)}`);
  }
}

function hashed(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}

/** The entry id of a key: names its bookkeeping files. */
export function entryId(key: string): string {
  return hashed(key);
}
