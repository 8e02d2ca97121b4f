import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../../logger.js';
import type { RenditionCache } from '../renditions/cache.js';
import type { MediaStores } from '../storage/stores.js';
import { areaOf } from './journal.js';
import { removeJournaled, type JournaledStore, type RemoverPass } from './remover.js';
import type { TempFolders } from './temp-folders.js';

/** How often every process works through the journal (at most; sooner with a shorter retention interval), besides after each commit that lets files go. */
const PASS_INTERVAL_MS = 60_000;
const TEMP_SWEEP_INTERVAL_MS = 10 * 60_000;

export interface FileJournal {
  /** Asks for a pass soon (after a commit that queued removals); passes never overlap. */
  kick(): void;
  /** A pass now (after any under way); resolves with what it did. */
  pass(): Promise<RemoverPass>;
  /** Sweeps the temp folders now (they are swept at start and every ten minutes). */
  sweepTemps(): Promise<void>;
  stop(): Promise<void>;
}

interface Parts {
  orm: MikroORM;
  /** BLOKWERK_RETENTION_INTERVAL_MS: removals are cleaning too. */
  retentionIntervalMs: number;
  log: Logger;
  stores: MediaStores;
  renditions: RenditionCache;
  temps: TempFolders;
}

/** The stores the journal names, with what "a committed row names this file" means for each. */
function storeResolver({ stores, renditions }: Parts): (name: string) => JournaledStore | undefined {
  const objects: JournaledStore = {
    storage: stores.objects,
    referenced: async (em, hash) => (await em.execute(`select 1 from "media_file" where "hash" = ? limit 1`, [hash])).length > 0,
    forget: (hash) => renditions.removeSource(hash),
  };
  return (name) => {
    if (name === 'objects') return objects;
    const area = areaOf(name);
    if (area === undefined) return undefined;
    return {
      storage: stores.privateArea(area),
      referenced: async (em, key) => (await em.execute(`select 1 from "stored_file" where "area" = ? and "key" = ?`, [area, key])).length > 0,
    };
  };
}

/**
 * The journal's remover and the temp folders' sweep, in every process: at start (what a crash
 * left behind goes on the next start), every PASS_INTERVAL_MS, and on a kick after commits.
 */
export function fileJournal(parts: Parts): FileJournal {
  const { orm, log, temps } = parts;
  const storeOf = storeResolver(parts);
  let running: Promise<RemoverPass> | undefined;
  let again = false;
  let stopped = false;
  const run = (): Promise<RemoverPass> => {
    if (running) {
      again = true;
      return running.then(() => running ?? run());
    }
    running = removeJournaled(orm.em.fork(), storeOf, log).finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void run();
      }
    });
    return running;
  };
  const sweepTemps = () => void temps.sweep();
  const passes = setInterval(() => void run(), Math.min(PASS_INTERVAL_MS, parts.retentionIntervalMs));
  const sweeps = setInterval(sweepTemps, TEMP_SWEEP_INTERVAL_MS);
  passes.unref();
  sweeps.unref();
  const first = setImmediate(() => {
    sweepTemps();
    void run();
  });
  return {
    kick: () => void run(),
    pass: run,
    sweepTemps: () => temps.sweep(),
    async stop() {
      stopped = true;
      clearImmediate(first);
      clearInterval(passes);
      clearInterval(sweeps);
      await running;
    },
  };
}
