import { randomBytes } from 'node:crypto';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
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

/** Server-side sessions in PostgreSQL with a sliding expiry (DESIGN.md §5). */
export function sessionMiddleware(pool: Pool, secret: string, config: Config): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret,
    store: new PgStore({ pool, tableName: SESSION_TABLE, createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy !== undefined,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: config.sessionTtlMs, path: '/' },
  });
}
