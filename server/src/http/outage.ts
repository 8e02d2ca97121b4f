/**
 * Failures beneath a request that are nobody's bug and pass by themselves: the database cannot
 * be reached, storage refuses writes or is full. A client can only wait and try again, so each
 * gets a catalogue code of its own (G_02 503, G_03 507) with Retry-After instead of G_01. The
 * REST envelope (error-handler.ts), GraphQL (graphql/apollo.ts) and the site's renders
 * (site/mount.ts) all ask this one classifier.
 */

/** Which part failed, for the log line. */
export type OutagePart = 'database' | 'connection' | 'storage';

/** What the log says about an outage: the errno or SQLSTATE and where, never a secret. */
export interface OutageCause {
  part: OutagePart;
  /** errno (`ENOSPC`), SQLSTATE (`57P01`), or the pg client's message where it has no code. */
  code: string;
  message: string;
  /** The system call that failed (`open`, `write`, `connect`). */
  syscall?: string;
  /** The file or folder of a storage error (a failed write to an open file names none). */
  path?: string;
  /** `host:port` of a connection error. */
  address?: string;
}

export interface Outage {
  code: 'G_02' | 'G_03';
  status: 503 | 507;
  /** Seconds a client should wait before trying again (the Retry-After header). */
  retryAfter: number;
  cause: OutageCause;
  /** The log line's message. */
  summary: string;
}

/** The database and connections come back within seconds (a restart, a fail-over). */
const DATABASE_RETRY_SECONDS = 5;
/** Storage needs someone to make room or remount it: not worth retrying every few seconds. */
const STORAGE_RETRY_SECONDS = 60;

/** No space for our files (ENOSPC, EDQUOT), or PostgreSQL's own disk is full (53100 disk_full). */
const FULL = new Set(['ENOSPC', 'EDQUOT', '53100']);
/** Storage that refuses writes: a read-only mount, an I/O error; EACCES and EPERM only with a path (see below). */
const REFUSING_STORAGE = new Set(['EROFS', 'EIO']);
const DENIED = new Set(['EACCES', 'EPERM']);
/** A connection that could not be made or was lost (the database, or an S3 store). */
const CONNECTION = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL refusing or dropping us: admin_shutdown, crash_shutdown, cannot_connect_now (still
 * starting or in recovery), too_many_connections; class 08 (connection exception) is matched by prefix.
 */
const DATABASE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** pg and pg-pool report a lost or timed-out connection by message alone. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
];

interface ErrorFacts {
  code?: unknown;
  message?: unknown;
  syscall?: unknown;
  path?: unknown;
  address?: unknown;
  port?: unknown;
  cause?: unknown;
  originalError?: unknown;
  errors?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function addressOf(facts: ErrorFacts): string | undefined {
  const host = text(facts.address);
  return host && (typeof facts.port === 'number' ? `${host}:${facts.port}` : host);
}

function outage(code: Outage['code'], summary: string, cause: OutageCause): Outage {
  const slow = cause.part === 'storage' || code === 'G_03';
  return { code, status: code === 'G_03' ? 507 : 503, retryAfter: slow ? STORAGE_RETRY_SECONDS : DATABASE_RETRY_SECONDS, cause, summary };
}

/** One error of the chain, on its own. */
function classifyOne(facts: ErrorFacts): Outage | undefined {
  const code = text(facts.code);
  const message = text(facts.message) ?? '';
  const path = text(facts.path);
  const syscall = text(facts.syscall);
  const where = { ...(syscall ? { syscall } : {}), ...(path ? { path } : {}) };
  if (code && FULL.has(code)) {
    return code === '53100'
      ? outage('G_03', 'the database has no space left', { part: 'database', code, message })
      : outage('G_03', 'storage is full', { part: 'storage', code, message, ...where });
  }
  // EACCES/EPERM without a path come from elsewhere (signals, sockets): not storage.
  if (code && (REFUSING_STORAGE.has(code) || (DENIED.has(code) && path)))
    return outage('G_02', 'storage refuses writes', { part: 'storage', code, message, ...where });
  if (code && CONNECTION.has(code)) {
    const address = addressOf(facts);
    return outage('G_02', 'a connection failed', { part: 'connection', code, message, ...(syscall ? { syscall } : {}), ...(address ? { address } : {}) });
  }
  if (code && (DATABASE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return outage('G_02', 'the database cannot be reached', { part: 'database', code, message });
  const lost = PG_CONNECTION_MESSAGES.find((known) => message.startsWith(known));
  if (lost) return outage('G_02', 'the database cannot be reached', { part: 'database', code: lost, message });
  return undefined;
}

/**
 * The outage behind `error`, if it is one: looks through what wraps it (a GraphQL error's
 * originalError, `cause`, an AggregateError's errors, MikroORM's exceptions, which copy the
 * driver's code) a few levels deep. Anything else is undefined: an unexpected error (G_01).
 */
export function outageOf(error: unknown): Outage | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 16) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const facts = current as ErrorFacts;
    const found = classifyOne(facts);
    if (found) return found;
    queue.push(facts.originalError, facts.cause, ...(Array.isArray(facts.errors) ? facts.errors : []));
  }
  return undefined;
}
