import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { EventClearedCache } from '../../events/event-cleared-cache.js';
import type { Services } from '../../operations/define.js';
import type { BackgroundDeps, BackgroundTask } from '../module.js';
import type { DeliverableFile } from './delivery/deliverable-file.js';
import { fileJournal, type FileJournal } from './files/background.js';
import { TempFolders } from './files/temp-folders.js';
import { RenditionCache } from './renditions/cache.js';
import { mediaStores } from './storage/stores.js';
import type { MediaStorage } from './storage/storage.js';

/** The media library's process-wide parts, made from the configuration at start-up. */
export interface MediaRuntime {
  storage: MediaStorage;
  /** Uploads land here first (this process's folder): on the objects' file system, so placing one is a rename. */
  tempDir: string;
  /** Removes files no committed row names (files/journal.ts): kick it after a commit that let files go. */
  journal: FileJournal;
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

/**
 * BLOKWERK_DATA_DIR/media holds `objects/` (originals by SHA-256), `tmp/` (uploads in flight),
 * `renditions/` (crops and resized variants by the hash of their parameters) and `private/`
 * (private areas, private-files.ts); with S3
 * storage, `s3-copies/` holds the bounded local copies of the bucket's objects (a directory of
 * its own: evicting there must never touch a file-system store's only copies).
 */
export function startMedia({ services, config, log, orm }: BackgroundDeps): BackgroundTask {
  const stores = mediaStores(config);
  for (const dir of ['objects', 'tmp', 'renditions']) mkdirSync(path.join(stores.root, dir), { recursive: true });
  const temps = TempFolders.open(path.join(stores.root, 'tmp'), log);
  const deliverables = new EventClearedCache<DeliverableFile>(services.events, { max: 10_000 });
  const renditions = new RenditionCache(path.join(stores.root, 'renditions'), config.renditionCacheBytes);
  const journal = fileJournal({ orm, log, stores, renditions, temps, retentionIntervalMs: config.retentionIntervalMs });
  runtimes.set(services, { storage: stores.objects, tempDir: temps.dir, journal, renditions, deliverables, privateArea: stores.privateArea });
  const loaded = renditions.load().catch((error: unknown) => log.warn({ err: error }, 'media: reading the rendition store failed'));
  return {
    async stop() {
      await Promise.all([journal.stop(), loaded]);
      await temps.remove();
      stores.close();
      deliverables.close();
      runtimes.delete(services);
    },
  };
}
