import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Query parameters that carry credentials: activation and reset links hold a live token. */
const SECRET_PARAMETERS = /([?&](?:token|password|secret)=)[^&#]*/gi;

interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  remoteAddress?: string;
}

/**
 * A request as the access log keeps it: id, method, URL without credentials, address and user
 * agent. Not its other headers (cookies and tokens, and a kilobyte a line nobody reads) nor
 * parsed copies of the URL (query, params).
 */
export function requestForLog({ id, method, url, headers, remoteAddress }: SerializedRequest): object {
  return { id, method, url: url?.replace(SECRET_PARAMETERS, '$1[redacted]'), remoteAddress, userAgent: headers?.['user-agent'] };
}

/** A response as the access log keeps it: its status (its headers are the same on every answer). */
export function responseForLog({ statusCode }: { statusCode?: number }): object {
  return { statusCode };
}

/**
 * `destination`: stdout unless given (tests read what would be logged). Stdout is written
 * asynchronously: a synchronous write into a full pipe spins until the reader catches up, and
 * under load that wait was a tenth of a request's CPU. pino flushes it when the process exits.
 */
export function createLogger(level: string, destination: DestinationStream = pino.destination({ dest: 1, sync: false })): Logger {
  return pino(
    {
      level,
      base: { service: 'blokwerk' },
      // Secrets never reach the log, whatever a caller passes in.
      redact: {
        paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]', 'res.headers["x-csrf-token"]', '*.password'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
