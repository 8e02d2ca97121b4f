import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, type ErrorItem } from '../errors.js';
import type { Logger } from '../logger.js';
import { sendFailure } from './envelope.js';

interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error
    && typeof (error as BodyParserError).type === 'string';
}

/** Body-parser failures are the client's: each becomes a catalogue code, never a 500. */
function bodyParserFailure(error: BodyParserError): { status: number; errors: ErrorItem[] } {
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
      return { status: error.status >= 400 && error.status < 500 ? error.status : 400, errors: [{ code: 'V_12', property: 'body' }] };
  }
}

/** Maps every error to an envelope; unexpected ones become G_01 with details only in the log. */
export function apiErrorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof DomainError) return sendFailure(res, error.status, error.errors, error.details);
    if (isBodyParserError(error)) {
      const { status, errors } = bodyParserFailure(error);
      return sendFailure(res, status, errors);
    }
    (req.log ?? log).error({ err: error }, 'unexpected error');
    sendFailure(res, 500, [{ code: 'G_01' }]);
  };
}

export const apiNotFound: RequestHandler = (_req, res) => sendFailure(res, 404, [{ code: 'V_07' }]);
