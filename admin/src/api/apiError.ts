/** One catalogue error: a code (server/src/errors.ts) and the property it concerns. */
export interface ApiErrorItem {
  code: string;
  property?: string;
  message?: string;
}

/** A failed API call: its catalogue errors, ready to be listed under the form that made the call. */
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
