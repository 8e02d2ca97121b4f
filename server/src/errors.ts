/**
 * The error catalogue: every code a client can receive, its English
 * message, and the HTTP status the REST façade answers it with by default.
 */
export const ERROR_CATALOGUE = {
  G_01: { message: 'Something went wrong, please try again later.', status: 500 },
  /** The database cannot be reached, or storage refuses writes (http/outage.ts): answered with Retry-After. */
  G_02: { message: 'The service is temporarily unavailable, please try again later.', status: 503 },
  /** No space left for our files, or PostgreSQL's disk is full (http/outage.ts): answered with Retry-After. */
  G_03: { message: 'There is not enough storage space, please try again later.', status: 507 },
  /** Too many requests within a time window (the MCP endpoint's per token): answered with Retry-After. */
  G_04: { message: 'Too many requests, please try again later.', status: 429 },
  /** `unlabelled`: said when no property names the field. */
  V_01: { message: 'The {field} field is required.', unlabelled: 'This field is required.', status: 400 },
  V_02: { message: 'valid email needed.', status: 400 },
  V_03: { message: 'Your password and confirmation password do not match.', status: 400 },
  V_04: { message: 'The token is not valid.', status: 400 },
  V_05: { message: 'The token is not valid or is expired.', status: 400 },
  V_06: { message: 'already exists.', status: 409 },
  V_07: { message: 'This operation cannot be executed.', status: 400 },
  V_08: { message: 'The passwords do not match.', status: 400 },
  V_09: { message: 'needs 1 uppercase and 1 special character.', status: 400 },
  V_10: { message: 'must be longer than 8 characters.', status: 400 },
  V_11: { message: 'must be less than 255 characters.', status: 400 },
  V_12: { message: 'not valid.', status: 400 },
  V_13: { message: 'not a valid URL.', status: 400 },
  V_14: { message: 'exceeds the character limit.', status: 400 },
  V_15: { message: 'not valid HTML.', status: 400 },
  V_16: { message: 'at least 1 character.', status: 400 },
  V_17: { message: 'must contain a file.', status: 400 },
  V_18: { message: 'already exists on this page.', status: 409 },
  V_19: { message: 'does not contrast enough with its background (WCAG AA).', status: 400 },
  AUTH_01: { message: 'These credentials do not match our records.', status: 401 },
  AUTH_02: { message: 'This current password does not match our records.', status: 400 },
  AUTH_03: { message: 'Too many login attempts. Try again after 10 minutes.', status: 429 },
  UM_01: { message: 'You are not authorized to do this action.', status: 403 },
  UM_02: { message: 'Failed to get this user from the database.', status: 404 },
  UM_03: { message: 'Failed to delete audit logs.', status: 500 },
  UM_04: { message: 'Failed to delete profile info.', status: 500 },
  UM_05: { message: 'image exceeds 2MB.', status: 413 },
  UM_06: { message: 'format unsupported; choose JPEG or PNG.', status: 400 },
  UM_07: { message: 'image invalid.', status: 400 },
  UM_08: { message: 'exceeds 1024x1024 pixels.', status: 400 },
  UM_09: { message: 'Failed to create user.', status: 500 },
  UM_10: { message: 'Failed to delete user.', status: 500 },
  PM_01: { message: 'Failed to get the page from the database.', status: 404 },
  ML_01: { message: 'file exceeds the size limit.', status: 413 },
  ML_02: { message: 'Cannot move or rename; it already exists.', status: 409 },
  ML_03: { message: 'Cannot move or rename; it already exists in this folder.', status: 409 },
  /** An image that takes more than its share of CPU to draw (an SVG full of filters): refused, nothing stored. */
  ML_04: { message: 'image is too complex to process.', status: 422 },
  /** A content check the site settings mark as blocking found problems (modules/checks): `details.problems` lists them. */
  CC_01: { message: 'The page has problems that block publication.', status: 409 },
} as const satisfies Record<string, { message: string; unlabelled?: string; status: number }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** One entry of an envelope's `Errors` list. */
export interface ErrorItem {
  code: ErrorCode;
  property?: string;
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, value);
}

/** The English message; `{field}` names the property's last part (`typeData.hoursMin`: hoursMin). */
export function errorMessage(code: ErrorCode, property?: string): string {
  const entry: { message: string; unlabelled?: string } = ERROR_CATALOGUE[code];
  const field = property?.split('.').at(-1);
  return field ? entry.message.replace('{field}', field) : (entry.unlabelled ?? entry.message);
}

/**
 * The only way an operation reports a failure a client caused. `status` overrides the
 * catalogue's default where the situation calls for another one (401 when not signed in).
 */
export class DomainError extends Error {
  readonly errors: readonly ErrorItem[];
  readonly status: number;
  /** Facts the client needs to act on the failure (who changed a page first, …). */
  details?: Record<string, unknown>;
  /** Seconds until trying again may succeed (a rate limit's 429): sent as Retry-After. */
  retryAfter?: number;

  constructor(code: ErrorCode, property?: string, status?: number);
  constructor(errors: readonly ErrorItem[], status?: number);
  constructor(first: ErrorCode | readonly ErrorItem[], second?: string | number, third?: number) {
    const errors: ErrorItem[] = typeof first === 'string' ? [{ code: first, ...(typeof second === 'string' ? { property: second } : {}) }] : [...first];
    const head = errors[0];
    if (!head) throw new TypeError('DomainError needs at least one error');
    super(errors.map((e) => `${e.code}${e.property ? `(${e.property})` : ''}`).join(', '));
    this.name = 'DomainError';
    this.errors = errors;
    this.status = (typeof second === 'number' ? second : third) ?? ERROR_CATALOGUE[head.code].status;
  }
}

/** A DomainError carrying details for the client, e.g. the 409 of a stale edit. */
export function domainErrorWith(code: ErrorCode, property: string | undefined, status: number, details: Record<string, unknown>): DomainError {
  const error = new DomainError(code, property, status);
  error.details = details;
  return error;
}
