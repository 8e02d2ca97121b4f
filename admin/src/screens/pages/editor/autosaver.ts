import { debounce } from '../../../lib/debounce';
import type { Draft } from './content';
import { removeLocalDraft, writeLocalDraft } from './localDraftCopy';
import type { StaleRevision } from './staleRevision';
import type { DraftBase } from './useStoreDraft';
import { sendWorkingDraft } from './workingDraftApi';

/** Typing must pause this long before the draft is sent. */
const PAUSE_MS = 1500;
/** Long, unbroken typing is still sent this often. */
const MAX_WAIT_MS = 10_000;
/** Waits between attempts while the server cannot be reached or fails, the last one repeated. */
const RETRY_MS = [2_000, 5_000, 10_000, 30_000] as const;

export type AutosaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: number }
  | { state: 'offline' }
  | { state: 'failed' }
  | { state: 'invalid' }
  | { state: 'stopped' };

/** What the editor holds now, handed to the autosaver at every change. */
export interface AutosaveState {
  pageId: number;
  userId: string | number | undefined;
  draft: Draft;
  dirty: boolean;
  base: DraftBase;
  /** An explicit Save is on its way: autosave waits for it. */
  storing: boolean;
  /** An explicit Save was refused as stale: autosave stops as at its own conflict. */
  conflict: boolean;
  /** False until the editor answered whether to restore earlier changes: nothing is saved or dropped before. */
  enabled: boolean;
  /** Someone stored a newer version than the draft's base: autosave stops, the editor shows what to do. */
  onConflict(stale: StaleRevision): void;
}

interface AutosaverPorts {
  onStatus(status: AutosaveStatus): void;
  /** Drops the editor's working draft of the page on the server. */
  discard(pageId: number): Promise<unknown>;
}

export interface Autosaver {
  update(state: AutosaveState): void;
  /** Sends the draft now, if it has changes the server lacks; `keepalive` lets the request outlive the page. */
  saveNow(keepalive?: boolean): void;
  dispose(): void;
}

/**
 * Keeps the editor's unsaved changes safe without storing a version: in this browser at every
 * change, and on the server as the editor's working draft after each pause in typing (and when
 * told: the tab hidden, the page going). An unreachable or failing server is tried again with
 * growing waits; a newer version stored by someone else stops it until the draft has another
 * base (never overwritten). Once the draft is clean again (stored, reloaded, or edited back),
 * both copies go.
 */
export function createAutosaver(ports: AutosaverPorts): Autosaver {
  let state: AutosaveState | null = null;
  let status: AutosaveStatus = { state: 'idle' };
  /** The draft the server holds as this editor's working draft, or null when it holds none of this session's. */
  let onServer: Draft | null = null;
  let inFlight = false;
  let sendAgain = false;
  /** The base revision a conflict stopped autosave at. */
  let stoppedAt: number | null = null;
  /** The base revision when the explicit Save now on its way began. */
  let storeFrom: number | null = null;
  let retry: { timer?: ReturnType<typeof setTimeout>; attempts: number } = { attempts: 0 };

  const show = (next: AutosaveStatus) => {
    if (next.state === 'idle' && status.state === 'idle') return;
    status = next;
    ports.onStatus(next);
  };
  const clearRetry = () => {
    clearTimeout(retry.timer);
    retry = { attempts: 0 };
  };

  async function save(keepalive = false): Promise<void> {
    if (!state) return;
    const { pageId, userId, draft, dirty, base, storing, enabled } = state;
    if (!enabled || !dirty || storing || stoppedAt === base.revision || onServer === draft) return;
    if (inFlight) {
      sendAgain = true;
      return;
    }
    inFlight = true;
    clearTimeout(retry.timer);
    // While retrying, the status keeps saying why.
    if (retry.attempts === 0) show({ state: 'saving' });
    const result = await sendWorkingDraft(pageId, draft, base.revision, { keepalive });
    inFlight = false;
    const now = state;
    // A store began or ended meanwhile: the answer (a 409 too) speaks of an older base; update() sends again if needed.
    if (now.storing || now.base.revision !== base.revision) return;
    if (result.kind === 'stale') {
      stoppedAt = base.revision;
      show({ state: 'stopped' });
      now.onConflict(result.stale);
      return;
    }
    if (result.kind === 'offline' || result.kind === 'failed') {
      show({ state: result.kind });
      const wait = RETRY_MS[Math.min(retry.attempts, RETRY_MS.length - 1)];
      retry = { attempts: retry.attempts + 1, timer: setTimeout(() => void save(), wait) };
      return;
    }
    retry = { attempts: 0 };
    if (result.kind === 'saved') {
      onServer = draft;
      if (userId !== undefined && now.draft === draft) writeLocalDraft(userId, pageId, { draft, base, synced: true, savedAt: Date.now() });
      show({ state: 'saved', at: Date.now() });
    } else {
      // Not well-formed yet: sent again once it changes.
      show({ state: 'invalid' });
    }
    if (sendAgain) {
      sendAgain = false;
      void save();
    }
  }

  const saveAfterPause = debounce(() => void save(), { waitMs: PAUSE_MS, maxWaitMs: MAX_WAIT_MS });

  function update(next: AutosaveState): void {
    if (next.storing) storeFrom ??= next.base.revision;
    else if (storeFrom !== null) {
      // A store that made a new version took this editor's working draft with it (on the server).
      if (next.base.revision !== storeFrom) onServer = null;
      storeFrom = null;
    }
    state = next;
    const { enabled, userId, pageId, dirty, draft, base, storing, conflict } = next;
    if (!enabled || userId === undefined) return;
    if (conflict && stoppedAt !== base.revision) {
      stoppedAt = base.revision;
      show({ state: 'stopped' });
    }
    if (dirty) {
      if (onServer !== draft) writeLocalDraft(userId, pageId, { draft, base, synced: false, savedAt: Date.now() });
      if (!storing) saveAfterPause(undefined);
      return;
    }
    // Clean again: nothing is unsaved, so no copy is kept.
    saveAfterPause.cancel();
    clearRetry();
    removeLocalDraft(userId, pageId);
    if (onServer !== null) {
      onServer = null;
      ports.discard(pageId).catch(() => undefined);
    }
    show({ state: 'idle' });
  }

  return {
    update,
    saveNow(keepalive = false) {
      clearRetry();
      void save(keepalive);
    },
    dispose() {
      saveAfterPause.cancel();
      clearTimeout(retry.timer);
    },
  };
}
