import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, type ErrorItem } from '../errors.js';
import type { Logger } from '../logger.js';
import { sendFailure } from './envelope.js';

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
}

/** The envelope's view of any error; an unexpected one is logged and becomes G_01 (500). */
export function failureOf(error: unknown, log: Logger): Failure {
  if (error instanceof DomainError) return { status: error.status, errors: error.errors, details: error.details };
  if (isClientHttpError(error)) return clientFailure(error);
  log.error({ err: error }, 'unexpected error');
  return { status: 500, errors: [{ code: 'G_01' }] };
}

/** Maps every error to an envelope; unexpected ones become G_01 with details only in the log. */
export function apiErrorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const { status, errors, details } = failureOf(error, req.log ?? log);
    sendFailure(res, status, errors, details);
  };
}

export const apiNotFound: RequestHandler = (_req, res) => sendFailure(res, 404, [{ code: 'V_07' }]);
