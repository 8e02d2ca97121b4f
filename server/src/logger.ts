import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'blokwerk' },
    // Secrets never reach the log, whatever a caller passes in.
    redact: {
      paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
  });
}
