import type { ApiErrorItem } from '../api/apiError';

/** V_01 for each named field that is empty (after trimming), in the given order. */
export function missingFields(fields: Readonly<Record<string, string>>): ApiErrorItem[] {
  return Object.entries(fields)
    .filter(([, value]) => value.trim() === '')
    .map(([property]) => ({ code: 'V_01', property }));
}
