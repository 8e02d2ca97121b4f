import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { EventClearedCache } from '../../events/event-cleared-cache.js';
import type { Logger } from '../../logger.js';
import type { Services } from '../../operations/define.js';
import type { BackgroundDeps, BackgroundTask } from '../module.js';
import type { DeliverableFile } from './delivery/deliverable-file.js';
import { RenditionCache } from './renditions/cache.js';
import { mediaStores } from './storage/stores.js';
import type { MediaStorage } from './storage/storage.js';

/** The media library's process-wide parts, made from the configuration at start-up. */
export interface MediaRuntime {
  storage: MediaStorage;
  /** Uploads land here first: on the objects' file system, so placing one is a rename. */
  tempDir: string;
  renditions: RenditionCache;
  /** Who may fetch which file (a file and its published use): cleared by every content event. */
  deliverables: EventClearedCache<DeliverableFile>;
  /** The store of a private area (private-files.ts), made on first use. */
  privateArea(area: string): MediaStorage;
}

// Keyed by the process's services: operations reach the runtime through their context, and
// two servers in one process (tests) never share one.
const runtimes = new WeakMap<Services, MediaRuntime>();

export function mediaRuntime(services: Services): MediaRuntime {
  const runtime = runtimes.get(services);
  if (!runtime) throw new Error('the media module has not been started for these services');
  return runtime;
}

/** Temp files older than this are leftovers of a crash (an upload lasts minutes at most). */
const STALE_TEMP_MS = 24 * 60 * 60 * 1000;

async function sweepStaleTemps(dir: string, log: Logger): Promise<void> {
  try {
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      if (Date.now() - (await stat(file)).mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
    }
  } catch (error) {
    log.warn({ err: error }, 'media: sweeping stale uploads failed');
  }
}

/**
 * BLOKWERK_DATA_DIR/media holds `objects/` (originals by SHA-256), `tmp/` (uploads in flight),
 * `renditions/` (crops and resized variants by the hash of their parameters) and `private/`
 * (private areas, private-files.ts); with S3
 * storage, `s3-copies/` holds the bounded local copies of the bucket's objects (a directory of
 * its own: evicting there must never touch a file-system store's only copies).
 */
export function startMedia({ services, config, log }: BackgroundDeps): BackgroundTask {
  const stores = mediaStores(config);
  const tempDir = path.join(stores.root, 'tmp');
  for (const dir of ['objects', 'tmp', 'renditions']) mkdirSync(path.join(stores.root, dir), { recursive: true });
  const deliverables = new EventClearedCache<DeliverableFile>(services.events, { max: 10_000 });
  const renditions = new RenditionCache(path.join(stores.root, 'renditions'), config.renditionCacheBytes);
  runtimes.set(services, { storage: stores.objects, tempDir, renditions, deliverables, privateArea: stores.privateArea });
  const sweep = sweepStaleTemps(tempDir, log);
  const loaded = renditions.load().catch((error: unknown) => log.warn({ err: error }, 'media: reading the rendition store failed'));
  return {
    async stop() {
      await Promise.all([sweep, loaded]);
      stores.close();
      deliverables.close();
      runtimes.delete(services);
    },
  };
}
