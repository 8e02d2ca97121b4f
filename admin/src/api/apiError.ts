/** A content check's problem that refused a publication (CC_01's `details.problems`; server/src/modules/checks). */
export interface BlockingProblem {
  check: string;
  field: string | null;
  params: Record<string, unknown>;
}

/** One catalogue error: a code (server/src/errors.ts) and the property it concerns. */
export interface ApiErrorItem {
  code: string;
  property?: string;
  message?: string;
  /** CC_01: one item per blocking problem, so a form can word each (checks/useProblemWording.ts). */
  problem?: BlockingProblem;
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
