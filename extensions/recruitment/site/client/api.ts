/**
 * The forms' calls to the server from the browser: JSON or multipart, with core's CSRF headers
 * (every API answer carries the caller's token; docs/architecture.md, "CSRF").
 */
import { CHALLENGE_ENDPOINT } from '../application/rules.js';

/**
 * A refusal's errors by field (`property`), as catalogue codes; `unavailable`: the server could
 * not take it for now, so nothing was kept and trying later may work: Blokwerk's 503 G_02 (the
 * database or storage down) or 507 G_03 (no space), a proxy's 502, 503 or 504 while Blokwerk
 * itself is stopped (an HTML page, not read), or no answer at all (the network).
 */
export type Answer = { kind: 'sent' } | { kind: 'refused'; codes: Record<string, string> } | { kind: 'unavailable' } | { kind: 'failed' };

const UNAVAILABLE = new Set([502, 503, 504, 507]);

interface Envelope {
  Errors?: { code: string; property?: string }[];
}

let csrfToken: string | undefined;

/** fetch that keeps the token of every answer; the bot check's widget fetches its challenge with it. */
export const trackingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  csrfToken = response.headers.get('X-CSRF-Token') ?? csrfToken;
  return response;
};

/** The server's answer to a post, or undefined when none came (offline, the connection refused). */
async function send(url: string, body: FormData | Record<string, unknown>): Promise<Response | undefined> {
  try {
    // Without a token yet (the widget had not fetched), one cheap GET gives it.
    if (!csrfToken) await trackingFetch(CHALLENGE_ENDPOINT, { credentials: 'same-origin' });
    const json = !(body instanceof FormData);
    return await fetch(url, {
      method: 'POST',
      body: json ? JSON.stringify(body) : body,
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrfToken ?? '', ...(json ? { 'Content-Type': 'application/json' } : {}) },
    });
  } catch {
    return undefined;
  }
}

export async function post(url: string, body: FormData | Record<string, unknown>): Promise<Answer> {
  const response = await send(url, body);
  if (!response || UNAVAILABLE.has(response.status)) return { kind: 'unavailable' };
  if (response.ok) return { kind: 'sent' };
  if (response.status !== 400) return { kind: 'failed' };
  try {
    const codes: Record<string, string> = {};
    for (const error of ((await response.json()) as Envelope).Errors ?? []) codes[error.property ?? ''] ??= error.code;
    return { kind: 'refused', codes };
  } catch {
    return { kind: 'failed' };
  }
}
