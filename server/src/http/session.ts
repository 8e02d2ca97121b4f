import { randomBytes } from 'node:crypto';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { LRUCache } from 'lru-cache';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { Config } from '../config.js';

export const SESSION_COOKIE = 'blokwerk_session';
export const SESSION_TABLE = 'http_session';

/**
 * The cookie-signing secret: BLOKWERK_SESSION_SECRET, or one generated once and kept in
 * the database so that every process behind a load balancer signs alike.
 */
export async function loadSessionSecret(pool: Pool, config: Config): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  await pool.query(
    'INSERT INTO app_secret (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
    ['session', randomBytes(48).toString('base64url')],
  );
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM app_secret WHERE key = $1', ['session']);
  const secret = rows[0]?.value;
  if (!secret) throw new Error('session secret missing after insert');
  return secret;
}

/** How often one process extends an unchanged session's expiry in the database. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Sliding expiry costs a database write per request when every request touches the session;
 * a session is touched at most once a minute per process instead (its server-side expiry may
 * lag the cookie's by that minute out of the TTL). Saving a changed session always writes.
 */
function throttledStore(pool: Pool) {
  const PgStore = connectPgSimple(session);
  const touched = new LRUCache<string, true>({ max: 50_000, ttl: TOUCH_INTERVAL_MS });
  return new (class extends PgStore {
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

/** Server-side sessions in PostgreSQL with a sliding expiry (DESIGN.md §5). */
export function sessionMiddleware(pool: Pool, secret: string, config: Config): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret,
    store: throttledStore(pool),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy !== undefined,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: config.sessionTtlMs, path: '/' },
  });
}
