import { useCallback, useState } from 'react';
import { errorItemsOf } from '../api/errorItems';
import type { ApiErrorItem } from '../api/apiError';

interface Submission {
  pending: boolean;
  errors: readonly ApiErrorItem[];
  /** Errors found before sending (empty required fields and the like). */
  setErrors(errors: readonly ApiErrorItem[]): void;
  /** Runs the call with pending state; answers whether it succeeded, its errors land in `errors`. */
  run(call: () => Promise<unknown>): Promise<boolean>;
}

/** The pending state and the error collection of one form. */
export function useSubmission(): Submission {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<readonly ApiErrorItem[]>([]);

  const run = useCallback(async (call: () => Promise<unknown>) => {
    // The last attempt's errors go before the next one runs.
    setErrors([]);
    setPending(true);
    try {
      await call();
      return true;
    } catch (error) {
      setErrors(errorItemsOf(error));
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  return { pending, errors, setErrors, run };
}
