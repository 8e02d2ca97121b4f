import { draftOf, isRecord, versionFields, type Draft } from './content';
import type { DraftBase } from './useStoreDraft';

/**
 * This browser's copy of an editor's unsaved changes to a page, written on every change, so a
 * crash or a closed tab while the server cannot be reached loses nothing. `synced`: the server's
 * working draft holds the same (then the server's copy is the one to offer).
 */
export interface LocalDraftCopy {
  draft: Draft;
  base: DraftBase;
  synced: boolean;
  /** When it was written (this browser's clock, ms). */
  savedAt: number;
}

const PREFIX = 'blokwerk.admin.workingDraft.';

/** The strings of a stored list (a copy written before tags existed has none). */
const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const keyOf = (userId: string | number, pageId: number) => `${PREFIX}${userId}.${pageId}`;

export function readLocalDraft(userId: string | number, pageId: number): LocalDraftCopy | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(userId, pageId)) ?? 'null');
    if (!isRecord(stored) || !isRecord(stored.base) || !isRecord(stored.content)) return null;
    const { base, content } = stored;
    if (typeof base.versionId !== 'number' || typeof base.revision !== 'number' || typeof stored.savedAt !== 'number') return null;
    const { title, seoTitle, seoDescription, seoKeywords } = content;
    if (typeof title !== 'string' || typeof seoTitle !== 'string' || typeof seoDescription !== 'string' || !Array.isArray(seoKeywords)) return null;
    return {
      draft: draftOf({
        title,
        seoTitle,
        seoDescription,
        seoKeywords: seoKeywords.filter((word) => typeof word === 'string'),
        blocks: content.blocks,
        typeData: content.typeData,
        seoImage: content.seoImage,
        tags: stringsOf(content.tags),
        privateTags: stringsOf(content.privateTags),
      }),
      base: { versionId: base.versionId, revision: base.revision },
      synced: stored.synced === true,
      savedAt: stored.savedAt,
    };
  } catch {
    return null;
  }
}

export function writeLocalDraft(userId: string | number, pageId: number, copy: LocalDraftCopy): void {
  const { draft, ...rest } = copy;
  try {
    localStorage.setItem(keyOf(userId, pageId), JSON.stringify({ ...rest, content: versionFields(draft) }));
  } catch {
    // Storage full or refused: the server's copy is all there is.
  }
}

export function removeLocalDraft(userId: string | number, pageId: number): void {
  try {
    localStorage.removeItem(keyOf(userId, pageId));
  } catch {
    // Nothing to remove where storage is refused.
  }
}

/** Forgets every user's copies in this browser: at sign-out, so a shared computer keeps no unsaved content. */
export function removeAllLocalDrafts(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).filter(
      (key): key is string => key?.startsWith(PREFIX) === true,
    );
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Nothing to remove where storage is refused.
  }
}
