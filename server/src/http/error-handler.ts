import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { DomainError, type ErrorItem } from '../errors.js';
import type { Logger } from '../logger.js';
import { sendFailure } from './envelope.js';
import { outageOf } from './outage.js';

/** An http-errors style error (body-parser, the router's parameter decoding, serve-static) that blames the request. */
interface ClientHttpError {
  type?: unknown;
  status: number;
}

function isClientHttpError(error: unknown): error is ClientHttpError {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error as ClientHttpError;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Failures of the request itself (its body, its path) are the client's: each becomes a catalogue code, never a 500. */
function clientFailure(error: ClientHttpError): { status: number; errors: ErrorItem[] } {
  // The router could not percent-decode a path parameter.
  if (error instanceof URIError) return { status: 400, errors: [{ code: 'V_12', property: 'path' }] };
  switch (error.type) {
    case 'entity.too.large':
      return { status: 413, errors: [{ code: 'V_14', property: 'body' }] };
    case 'entity.parse.failed':
    case 'encoding.unsupported':
    case 'charset.unsupported':
    case 'request.aborted':
    case 'request.size.invalid':
      return { status: 400, errors: [{ code: 'V_12', property: 'body' }] };
    default:
      return { status: error.status, errors: [{ code: 'V_12', property: 'body' }] };
  }
}

/** What the envelope of a failure carries: its status, catalogue codes and details. */
export interface Failure {
  status: number;
  errors: readonly ErrorItem[];
  details?: Record<string, unknown>;
  /** Seconds to wait before trying again (an outage: G_02, G_03; a rate limit), sent as Retry-After. */
  retryAfter?: number;
}

/**
 * The envelope's view of any error: an outage (the database unreachable, storage full or
 * read-only; http/outage.ts) is logged with its cause and becomes G_02 or G_03; any other
 * unexpected error is logged and becomes G_01 (500).
 */
export function failureOf(error: unknown, log: Logger): Failure {
  if (error instanceof DomainError) return { status: error.status, errors: error.errors, details: error.details, retryAfter: error.retryAfter };
  if (isClientHttpError(error)) return clientFailure(error);
  const outage = outageOf(error);
  if (outage) {
    log.warn({ outage: outage.cause, status: outage.status }, outage.summary);
    return { status: outage.status, errors: [{ code: outage.code }], retryAfter: outage.retryAfter };
  }
  log.error({ err: error }, 'unexpected error');
  return { status: 500, errors: [{ code: 'G_01' }] };
}

/** Sends a failure's envelope, with Retry-After when it says when to try again. */
export function sendFailureOf(res: Response, failure: Failure): void {
  if (failure.retryAfter !== undefined) res.setHeader('Retry-After', String(failure.retryAfter));
  sendFailure(res, failure.status, failure.errors, failure.details);
}

/** Maps every error to an envelope; unexpected ones become G_01 with details only in the log. */
export function apiErrorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    sendFailureOf(res, failureOf(error, req.log ?? log));
  };
}

export const apiNotFound: RequestHandler = (_req, res) => sendFailure(res, 404, [{ code: 'V_07' }]);
