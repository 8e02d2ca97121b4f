import type { EntityManager } from '@mikro-orm/postgresql';
import type { OperationContext } from '../../operations/define.js';
import { MediaFile } from './entities.js';
import { mediaRuntime } from './runtime.js';

/**
 * Serialises placing and removing the object of one hash across processes, for the rest of
 * the transaction: an upload places its object and inserts its row under this lock, and the
 * removal of an object checks for rows under it, so no row ever points at a removed object.
 */
export async function lockObject(em: EntityManager, hash: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 7))', [hash]);
}

/**
 * After the deleting transaction commits: removes the objects no file row names any more
 * (several rows may share one object, e.g. the same picture in two folders), and their renditions.
 */
export function releaseObjects(ctx: OperationContext, hashes: readonly string[]): void {
  if (hashes.length === 0) return;
  const { storage, renditions } = mediaRuntime(ctx.services);
  ctx.afterCommit(() => {
    void (async () => {
      for (const hash of new Set(hashes)) {
        await ctx.em.fork().transactional(async (em) => {
          await lockObject(em, hash);
          if ((await em.count(MediaFile, { hash })) > 0) return;
          await storage.remove(hash);
          await renditions.removeSource(hash);
        });
      }
    })().catch((error: unknown) => ctx.log.error({ err: error }, 'media: removing unused objects failed'));
  });
}
