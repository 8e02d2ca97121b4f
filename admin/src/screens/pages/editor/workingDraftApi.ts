import { API_BASE, apiFetch } from '../../../api/http';
import { isRecord, versionFields, type Draft } from './content';
import { staleRevisionOfDetails, type StaleRevision } from './staleRevision';

/** How an autosave went. `offline`: no answer at all; `failed`: an answer other than these. */
export type AutosaveResult = { kind: 'saved' } | { kind: 'stale'; stale: StaleRevision } | { kind: 'invalid' } | { kind: 'offline' } | { kind: 'failed' };

// Browsers refuse keepalive requests whose bodies add up to more than 64 KiB; a larger draft goes
// without (and may be cut off as the page goes: this browser's copy keeps it then).
const KEEPALIVE_LIMIT = 60_000;

/**
 * Sends the editor's working draft (POST page/{id}/working-draft) over the REST façade: unlike
 * Apollo's link, a plain fetch can be sent with `keepalive`, so it outlives a closing tab.
 */
export async function sendWorkingDraft(pageId: number, draft: Draft, baseRevision: number, { keepalive = false } = {}): Promise<AutosaveResult> {
  const body = JSON.stringify({ baseRevision, ...versionFields(draft) });
  let response: Response;
  try {
    response = await apiFetch(`${API_BASE}/page/${pageId}/working-draft`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: keepalive && body.length <= KEEPALIVE_LIMIT,
    });
  } catch {
    return { kind: 'offline' };
  }
  // Read whole in every case, so the connection is free for the next request.
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return { kind: 'saved' };
  if (response.status === 400) return { kind: 'invalid' };
  const stale = response.status === 409 && isRecord(answer) ? staleRevisionOfDetails(answer.Conflict) : null;
  return stale ? { kind: 'stale', stale } : { kind: 'failed' };
}
