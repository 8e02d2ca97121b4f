/** One catalogue error (DESIGN.md §5): a code from SPEC.md §8 and the property it concerns. */
export interface ApiErrorItem {
  code: string;
  property?: string;
  message?: string;
}

/** A failed API call: its catalogue errors, ready for the named error collection of SPEC.md §8. */
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
