import type { Config } from './config.js';
import type { Platform } from './extensions/platform.js';
import { noSessionPort } from './http/session-port.js';
import type { Logger } from './logger.js';
import { loadActor } from './modules/auth/actor.js';
import type { Services } from './operations/define.js';
import { afterCommitOutsideInvoke } from './operations/invoke.js';
import type { Database } from './db/database.js';

/** Arbitrary but fixed: one process at a time decides and writes the demo content. */
const DEMO_LOCK = 0x64656d6f; // "demo"

/**
 * BLOKWERK_SEED=demo (the default): the modules' demo content, written through their operations
 * as the seeded administrator, so it is content editors can change like any other. Only a
 * database without pages gets it, and each module's only once (table `demo_seed`), even when
 * several processes start together.
 */
export async function seedDemoContent(db: Database, platform: Platform, services: Services, config: Config, log: Logger): Promise<void> {
  const modules = platform.modules.filter((m) => m.demo);
  if (config.seed !== 'demo' || !modules.length) return;
  const lock = await db.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [DEMO_LOCK]);
    const { rows: done } = await lock.query<{ module: string }>('select "module" from "demo_seed"');
    const pending = modules.filter((m) => !done.some((d) => d.module === m.name));
    if (!pending.length) return;
    const {
      rows: [content],
    } = await lock.query<{ pages: number }>('select count(*)::int as "pages" from "page"');
    const {
      rows: [admin],
    } = await lock.query<{ id: number }>('select "id" from "app_user" where "email" = $1', [config.adminEmail]);
    const em = db.orm.em.fork();
    const actor = await loadActor(em, admin?.id, platform.permissions);
    for (const module of pending) {
      // A database with content of its own (or without its administrator) keeps it as it is.
      if (content?.pages === 0 && actor.kind === 'user') {
        await module.demo?.({
          actor,
          em: db.orm.em.fork(),
          log,
          session: noSessionPort,
          request: { ip: '127.0.0.1' },
          services,
          afterCommit: afterCommitOutsideInvoke,
        });
        log.info({ module: module.name }, 'demo content written');
      }
      await lock.query('insert into "demo_seed" ("module") values ($1)', [module.name]);
    }
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [DEMO_LOCK]).catch(() => undefined);
    lock.release();
  }
}
