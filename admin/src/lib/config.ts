/** Tunable behaviour of the admin, in one place. */

/** Sign out after this many minutes without mouse, click, scroll or key activity. */
export const INACTIVITY_TIMEOUT_MINUTES = 30;

/** How long before the inactivity sign-out the warning dialog appears. */
export const INACTIVITY_WARNING_SECONDS = 60;

/** While the user is active, the session is extended at most this often. */
export const SESSION_REFRESH_INTERVAL_MINUTES = 5;

/** A list's page size when none is given. */
export const DEFAULT_PAGE_SIZE = 25;

/** A list's search reloads debounced (leading edge, with a maximum wait). */
export const LIST_SEARCH_DEBOUNCE = { waitMs: 500, maxWaitMs: 1000, leading: true } as const;

/** Availability checks (slugs, anchor names) follow typing a little behind, without a request per key. */
export const AVAILABILITY_CHECK_DEBOUNCE = { waitMs: 300, maxWaitMs: 1000, leading: false } as const;
