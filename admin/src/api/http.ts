import { noteApiAnswer } from './databaseStatus';

/** Prefix of the server's own API (docs/architecture.md, "Endpoints and the REST envelope"). */
export const API_BASE = '/api/blokwerk';

const CSRF_HEADER = 'X-CSRF-Token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Any cheap GET under the API answers with the session's token.
const TOKEN_SOURCE = `${API_BASE}/settings/get`;

let csrfToken: string | null = null;
let pendingToken: Promise<void> | null = null;

function rememberToken(response: Response): void {
  const token = response.headers.get(CSRF_HEADER);
  if (token) csrfToken = token;
}

/** Reads and discards a response body, so its connection is free for the next request. */
async function drain(response: Response): Promise<void> {
  try {
    await response.arrayBuffer();
  } catch {
    // The body itself is not needed.
  }
}

async function fetchToken(): Promise<void> {
  try {
    const response = await fetch(TOKEN_SOURCE, { credentials: 'same-origin' });
    rememberToken(response);
    await drain(response);
  } finally {
    pendingToken = null;
  }
}

async function ensureToken(): Promise<void> {
  if (csrfToken) return;
  // Concurrent unsafe requests share one token request.
  pendingToken ??= fetchToken();
  await pendingToken;
}

function methodOf(input: RequestInfo | URL, init?: RequestInit): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
}

function send(transport: typeof fetch, input: RequestInfo | URL, init: RequestInit | undefined, unsafe: boolean): Promise<Response> {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (unsafe) {
    headers.set('X-Requested-With', 'XMLHttpRequest');
    if (csrfToken) headers.set(CSRF_HEADER, csrfToken);
  }
  return transport(input, { ...init, headers, credentials: 'same-origin' });
}

/** A body that can be sent a second time (a stream or a Request's own body cannot). */
function canResend(input: RequestInfo | URL, init?: RequestInit): boolean {
  return !(input instanceof Request) && !(init?.body instanceof ReadableStream);
}

/**
 * The API's `fetch` over another transport (an XMLHttpRequest one reports upload progress):
 * same-origin cookies, and the CSRF contract of docs/security.md (echo the latest X-CSRF-Token on
 * unsafe methods, together with X-Requested-With).
 */
export function apiFetchVia(transport: typeof fetch): typeof fetch {
  return async (input, init) => {
    const unsafe = UNSAFE_METHODS.has(methodOf(input, init));
    if (unsafe) await ensureToken();
    const sentToken = csrfToken;
    const response = await send(transport, input, init, unsafe);
    rememberToken(response);
    // An expired session is replaced by a new one with a new token, so the request that
    // discovered it was refused for the stale token alone: send it once more.
    if (unsafe && response.status === 403 && csrfToken !== sentToken && canResend(input, init)) {
      await drain(response);
      const retried = await send(transport, input, init, unsafe);
      rememberToken(retried);
      void noteApiAnswer(retried);
      return retried;
    }
    void noteApiAnswer(response);
    return response;
  };
}

/** `fetch` for every call to the API, Apollo's included. */
export const apiFetch: typeof fetch = apiFetchVia((input, init) => fetch(input, init));
