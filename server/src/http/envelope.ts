import type { Response } from 'express';
import { errorMessage, type ErrorItem } from '../errors.js';

/** REST envelope (docs/architecture.md, "Endpoints and the REST envelope"): `Success`, `Errors`, then the payload (`User`, `pageID`, `items`, …). */
export function sendSuccess(res: Response, payload: object = {}, status = 200): void {
  res.status(status).json({ Success: true, Errors: [], ...payload });
}

/** A failure's envelope: the codes with their English messages, and the details as `Conflict`. */
export function failureEnvelope(errors: readonly ErrorItem[], details?: Record<string, unknown>) {
  const withMessages = errors.map((e) => ({ ...e, message: errorMessage(e.code, e.property) }));
  return { Success: false, Errors: withMessages, Message: withMessages[0]?.message ?? '', ...(details ? { Conflict: details } : {}) };
}

export function sendFailure(res: Response, status: number, errors: readonly ErrorItem[], details?: Record<string, unknown>): void {
  res.status(status).json(failureEnvelope(errors, details));
}
