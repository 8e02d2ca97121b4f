import { createHmac, randomBytes } from 'node:crypto';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { LRUCache } from 'lru-cache';
import type express from 'express';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { Config } from '../config.js';

export const SESSION_COOKIE = 'blokwerk_session';
export const SESSION_TABLE = 'http_session';

/** Columns read along with each session row, and the joins that give them (from the session's user id). */
export type SessionCompanion = (userIdExpression: string) => { columns: string; joins: string };

declare module 'express-serve-static-core' {
  interface Request {
    /** The SessionCompanion's columns, read with this request's session (absent without one). */
    sessionCompanion?: Record<string, unknown>;
  }
}

/**
 * Where the companion columns ride from get() to createSession(), never into the stored session.
 * A symbol: express-session hashes the loaded object to tell whether a request changed it, and
 * JSON leaves symbol keys out; a string key made every signed-in request save its session.
 */
const COMPANION = Symbol('session companion');

/**
 * The cookie-signing secret: BLOKWERK_SESSION_SECRET, or one generated once and kept in
 * the database so that every process behind a load balancer signs alike.
 */
export async function loadSessionSecret(pool: Pool, config: Config): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  await pool.query('INSERT INTO app_secret (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', ['session', randomBytes(48).toString('base64url')]);
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM app_secret WHERE key = $1', ['session']);
  const secret = rows[0]?.value;
  if (!secret) throw new Error('session secret missing after insert');
  return secret;
}

/**
 * A key of its own for one purpose (a module's or an extension's signatures), derived from the
 * server secret: the same in every process, unrelated between purposes, and never the cookie
 * secret itself. 64 hex digits.
 */
export function deriveSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`blokwerk derived secret: ${purpose}`).digest('hex');
}

/** How often one process extends an unchanged session's expiry in the database. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Sliding expiry costs a database write per request when every request touches the session;
 * a session is touched at most once a minute per process instead (its server-side expiry may
 * lag the cookie's by that minute out of the TTL). Saving a changed session always writes.
 * Reading one also reads the companion columns (the signed-in actor) in the same statement:
 * a signed-in request costs one round trip to the database before its operation, not two. The
 * statement is prepared once per connection: planning its joins cost more than running them.
 */
function sessionStore(pool: Pool, companion: SessionCompanion) {
  const PgStore = connectPgSimple(session);
  const touched = new LRUCache<string, true>({ max: 50_000, ttl: TOUCH_INTERVAL_MS });
  const { columns, joins } = companion(`(s."sess"->>'userId')::int`);
  const read = `select s."sess", ${columns} from "${SESSION_TABLE}" s ${joins} where s."sid" = $1 and s."expire" >= now()`;
  return new (class extends PgStore {
    override get(sid: string, callback: (error: unknown, data?: session.SessionData | null) => void): void {
      pool.query<{ sess: session.SessionData } & Record<string, unknown>>({ name: 'blokwerk-session-read', text: read, values: [sid] }, (error, result) => {
        if (error) return callback(error);
        const [row] = result.rows;
        if (!row) return callback(null, null);
        const { sess, ...rest } = row;
        callback(null, Object.assign(sess, { [COMPANION]: rest }));
      });
    }

    override createSession(req: express.Request, data: session.SessionData): session.Session & session.SessionData {
      const { [COMPANION]: companionColumns, ...sess } = data as session.SessionData & { [COMPANION]?: Record<string, unknown> };
      req.sessionCompanion = companionColumns;
      return super.createSession(req, sess as session.SessionData);
    }

    override touch(sid: string, data: session.SessionData, callback?: () => void): void {
      if (touched.has(sid)) {
        callback?.();
        return;
      }
      touched.set(sid, true);
      super.touch(sid, data, callback);
    }

    override destroy(sid: string, callback?: (error?: unknown) => void): void {
      touched.delete(sid);
      super.destroy(sid, callback);
    }
  })({ pool, tableName: SESSION_TABLE, createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
}

/** Server-side sessions in PostgreSQL with a sliding expiry (docs/security.md, "Sessions and CSRF"). */
export function sessionMiddleware(pool: Pool, secret: string, config: Config, companion: SessionCompanion): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret,
    store: sessionStore(pool, companion),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: config.sessionTtlMs, path: '/' },
  });
}
