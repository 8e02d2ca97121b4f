import { API_BASE, apiFetch } from './http';

/** One entry of an envelope's `Errors` list (DESIGN.md §5). */
export interface ApiErrorItem {
  code: string;
  property?: string;
  message?: string;
}

/** Every REST answer: `Success`, `Errors`, `Message`, then the payload under the spec's names. */
export type Envelope<Payload extends object = object> = Payload & {
  Success: boolean;
  Errors: ApiErrorItem[];
  Message?: string;
};

/** A failed REST call: the envelope's errors, or G_01 when no envelope came back at all. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: readonly ApiErrorItem[],
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const UNEXPECTED: ApiErrorItem = { code: 'G_01' };

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'Success' in value && typeof value.Success === 'boolean'
    && 'Errors' in value && Array.isArray(value.Errors);
}

async function readEnvelope(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls `{api}/{path}` and returns the envelope when `Success` is true; otherwise throws an
 * ApiError whose `errors` are ready for the named error collection of SPEC.md §8.
 */
export async function restRequest<Payload extends object = object>(
  method: RestMethod,
  path: string,
  body?: unknown,
): Promise<Envelope<Payload>> {
  const init: RequestInit = { method, headers: { Accept: 'application/json' } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined || method !== 'GET') {
    init.body = JSON.stringify(body ?? {});
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }

  let response: Response;
  try {
    response = await apiFetch(`${API_BASE}/${path.replace(/^\//, '')}`, init);
  } catch (cause) {
    throw new ApiError(0, [UNEXPECTED], cause instanceof Error ? cause.message : 'Network error');
  }

  const envelope = await readEnvelope(response);
  if (!isEnvelope(envelope)) {
    throw new ApiError(response.status, [UNEXPECTED], `Unexpected response (HTTP ${response.status})`);
  }
  if (!envelope.Success || !response.ok) {
    const errors = envelope.Errors.length > 0 ? envelope.Errors : [UNEXPECTED];
    throw new ApiError(response.status, errors, envelope.Message ?? `HTTP ${response.status}`);
  }
  // The server names the payload fields; each caller states the shape it expects.
  return envelope as Envelope<Payload>;
}
