import { API_BASE } from '../../../../api/http';

/** Someone else with the page open (GET page/{id}/presence/stream, `presence` events). */
export interface PresentEditor {
  userID: number;
  name: string;
  image: string | null;
  dirty: boolean;
  since: string;
}

/** The page's head as stored by someone else (`stored` events). */
export interface StoredHead {
  revision: number;
  versionID: number | null;
  storedBy: { id: number; name: string } | null;
  storedAt: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parse(data: unknown): unknown {
  try {
    return typeof data === 'string' ? (JSON.parse(data) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function presentEditorsOf(data: unknown): PresentEditor[] | undefined {
  const value = parse(data);
  return isRecord(value) && Array.isArray(value.editors) ? (value.editors as PresentEditor[]) : undefined;
}

export function storedHeadOf(data: unknown): StoredHead | undefined {
  const value = parse(data);
  return isRecord(value) && typeof value.revision === 'number' ? (value as unknown as StoredHead) : undefined;
}

/** This browser tab, for as long as the admin stays loaded in it: random, as a tab id is nobody's secret but must not collide. */
export const TAB_ID: string = (() => {
  // crypto.randomUUID needs a secure context; the admin may be reached over plain http on a LAN.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
})();

export const presenceStreamUrl = (pageId: number) => `${API_BASE}/page/${pageId}/presence/stream?tabId=${TAB_ID}`;
export const presenceLeaveUrl = (pageId: number) => `${API_BASE}/page/${pageId}/presence/leave`;
