export interface DebounceOptions {
  waitMs: number;
  /** The longest a call may be held back while calls keep coming. */
  maxWaitMs?: number;
  /** Run the first call of a burst at once. */
  leading?: boolean;
}

export interface Debounced<Arg> {
  (arg: Arg): void;
  cancel(): void;
}

/**
 * Runs `run` with the latest argument once calls pause for `waitMs` (lodash semantics:
 * optional leading call, a trailing call only when more calls came after it, and at least
 * one call every `maxWaitMs` during a long burst).
 */
export function debounce<Arg>(run: (arg: Arg) => void, { waitMs, maxWaitMs, leading = false }: DebounceOptions): Debounced<Arg> {
  const maxWait = maxWaitMs === undefined ? undefined : Math.max(maxWaitMs, waitMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastCallAt: number | undefined;
  let lastRunAt = 0;
  let pending: { arg: Arg } | undefined;

  const invoke = (now: number) => {
    const call = pending;
    pending = undefined;
    lastRunAt = now;
    if (call) run(call.arg);
  };

  const remaining = (now: number) => {
    const sinceCall = now - (lastCallAt ?? now);
    const waitLeft = waitMs - sinceCall;
    return maxWait === undefined ? waitLeft : Math.min(waitLeft, maxWait - (now - lastRunAt));
  };

  const isDue = (now: number) => {
    if (lastCallAt === undefined) return true;
    const sinceCall = now - lastCallAt;
    return sinceCall >= waitMs || sinceCall < 0 || (maxWait !== undefined && now - lastRunAt >= maxWait);
  };

  const expire = () => {
    const now = Date.now();
    if (!isDue(now)) {
      timer = setTimeout(expire, remaining(now));
      return;
    }
    timer = undefined;
    invoke(now);
  };

  const debounced = (arg: Arg) => {
    const now = Date.now();
    const due = isDue(now);
    pending = { arg };
    lastCallAt = now;
    if (due && timer === undefined) {
      // The start of a burst.
      lastRunAt = now;
      timer = setTimeout(expire, waitMs);
      if (leading) invoke(now);
      return;
    }
    if (due && maxWait !== undefined) {
      // The burst has lasted maxWait: run now and keep waiting for its end.
      clearTimeout(timer);
      timer = setTimeout(expire, waitMs);
      invoke(now);
      return;
    }
    timer ??= setTimeout(expire, waitMs);
  };

  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
    lastCallAt = undefined;
    lastRunAt = 0;
  };

  return debounced;
}
