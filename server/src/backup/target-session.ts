import { MikroORM } from '@mikro-orm/postgresql';
import { PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import { Client } from 'pg';
import { ormConfig, type OrmParts } from '../db/orm.js';

/** One connection to the restore's target, shared by pg (COPY, catalog) and MikroORM's migrator. */
export interface TargetSession {
  client: Client;
  /**
   * Runs `work` in one transaction on that connection; inside it, `migrate(names)` applies those
   * migrations (or, without names, every pending one), in the platform's order, and answers
   * the names it applied.
   */
  transaction<T>(work: (migrate: (names?: readonly string[]) => Promise<string[]>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * MikroORM's migrator runs in a transaction it is given (`up({ transaction })`), but on its own
 * pool, where COPY cannot reach. So its pool here is this one connection: every query of the
 * ORM and every COPY go through the same session, and one COMMIT (or a rollback, or the
 * connection's loss) decides for all of it. The restore runs one thing at a time, so the
 * connection is never asked for twice at once.
 */
function thisConnection(client: Client): PostgresPool {
  // pg's overloads of query() are kysely's, less precisely typed.
  const lent = { query: client.query.bind(client), release: () => undefined } as unknown as PostgresPoolClient;
  return { options: {}, connect: async () => lent, end: async () => undefined };
}

export async function openTarget(url: string, parts: OrmParts): Promise<TargetSession> {
  const client = new Client({ connectionString: url, application_name: 'blokwerk restore' });
  await client.connect();
  let orm: MikroORM;
  try {
    orm = await MikroORM.init({ ...(await ormConfig(url, parts)), driverOptions: new PostgresDialect({ pool: thisConnection(client) }) });
  } catch (error) {
    await client.end();
    throw error;
  }
  return {
    client,
    transaction(work) {
      return orm.em.getConnection().transactional(async (transaction) =>
        work(async (names) => {
          const applied = await orm.migrator.up(names ? { migrations: [...names], transaction } : { transaction });
          return applied.map((m) => m.name);
        }),
      );
    },
    async close() {
      await orm.close().catch(() => undefined);
      await client.end().catch(() => undefined);
    },
  };
}
