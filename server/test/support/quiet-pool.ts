import { Pool } from 'pg';

/**
 * A pool for test plumbing. pool.end() resolves before its sockets close, so dropping a
 * database WITH (FORCE) or stopping the cluster right after can still terminate them; without
 * a listener that error would crash the test process.
 */
export function quietPool(connectionString: string, max = 1): Pool {
  const pool = new Pool({ connectionString, max });
  pool.on('error', () => undefined);
  return pool;
}
