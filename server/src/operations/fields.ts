import { z } from 'zod';

/**
 * A numeric id from JSON, a path or a query string. Only digit strings are converted, so a
 * missing id stays missing (V_01) and garbage stays garbage (V_12).
 */
export const recordId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.number().int().positive().max(2_147_483_647),
);
