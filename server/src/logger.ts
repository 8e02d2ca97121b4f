import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Query parameters that carry credentials: activation and reset links hold a live token. */
const SECRET_PARAMETERS = /([?&](?:token|password|secret)=)[^&#]*/gi;

interface LoggedRequest {
  url?: string;
  query?: unknown;
  params?: unknown;
}

/** A request as the access log keeps it: its URL without credentials, and no parsed copies of it (query, params). */
export function requestForLog({ url, query: _query, params: _params, ...rest }: LoggedRequest): LoggedRequest {
  return { ...rest, url: url?.replace(SECRET_PARAMETERS, '$1[redacted]') };
}

/** `destination`: stdout unless given (tests read what would be logged). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({
    level,
    base: { service: 'blokwerk' },
    // Secrets never reach the log, whatever a caller passes in.
    redact: {
      paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]', 'res.headers["x-csrf-token"]', '*.password'],
      censor: '[redacted]',
    },
  }, destination);
}
