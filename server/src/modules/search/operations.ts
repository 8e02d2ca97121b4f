import { z } from 'zod';
import { defineOperation } from '../../operations/define.js';
import { cachedSettings } from '../settings/settings-cache.js';
import { defaultUnshown } from '../../operations/contract.js';
import { searchIndex } from './query.js';
import { claimRebuild, emptyIndex, indexStatus, runRebuild } from './rebuild.js';
import { startRun } from './runs.js';
import { indexStatusView, searchAnswerView, type IndexStatus, type SearchAnswer } from './views.js';
import { pageListTags } from '../../cdn/tags.js';

/** Locale codes are trimmed to their language part, page-type ids matched in lower case. */
const codes = (trim: (code: string) => string) => defaultUnshown(z.array(z.string().trim().toLowerCase().max(64).transform(trim)).max(50).default([]));

/** POST search/search: published pages matching the term, best first (public: the site's search). */
export const searchPages = defineOperation({
  name: 'search.search',
  access: { public: true },
  kind: 'read',
  tags: () => pageListTags,
  // Up to 30 ms of the database's time (docs/features.md, "Site search"), against a field's microseconds.
  cost: 500,
  // In the order schema.graphql has always printed the arguments (hand-written ones printed in reverse).
  input: z.object({
    offset: defaultUnshown(z.number().int().min(0).max(10_000).default(0)),
    count: defaultUnshown(z.number().int().min(1).max(100).default(10)),
    pageTypes: codes((id) => id),
    locales: codes((code) => code.split(/[-_]/)[0] ?? code),
    term: z.string().max(200),
  }),
  output: searchAnswerView,
  async run(ctx, input): Promise<SearchAnswer> {
    // Pages exist in the available locales only: no other language needs its query parsed and matched.
    const locales = input.locales.length ? input.locales : (await cachedSettings(ctx)).availableLocales;
    return searchIndex(ctx.em, input, locales);
  },
});

/** The index's size, last rebuild and the progress of a running one (admin screen). */
export const searchIndexStatus = defineOperation({
  name: 'search.status',
  access: { permission: 'manage-search-index' },
  kind: 'read',
  input: z.object({}),
  output: indexStatusView,
  run: (ctx): Promise<IndexStatus> => indexStatus(ctx.em),
});

/**
 * POST search/index-all-pages: starts a rebuild in the background and answers at once; the
 * status shows its progress. While one runs (in any process), another request joins it.
 */
export const indexAllPages = defineOperation({
  name: 'search.indexAllPages',
  access: { permission: 'manage-search-index' },
  kind: 'write',
  transaction: 'none',
  input: z.object({}),
  audit: { action: 'search.index-all-pages' },
  output: indexStatusView,
  async run(ctx): Promise<IndexStatus> {
    const generation = await claimRebuild(ctx.em);
    if (generation !== undefined) {
      const em = ctx.em.fork();
      startRun(em.getConnection(), (stopping) => runRebuild(em, generation, ctx.log, stopping));
    }
    return indexStatus(ctx.em);
  },
});

/** POST search/remove-all-pages: empties the index (and ends a running rebuild). */
export const removeAllPages = defineOperation({
  name: 'search.removeAllPages',
  access: { permission: 'manage-search-index' },
  kind: 'write',
  input: z.object({}),
  audit: { action: 'search.remove-all-pages' },
  output: indexStatusView,
  async run(ctx): Promise<IndexStatus> {
    await emptyIndex(ctx.em);
    return indexStatus(ctx.em);
  },
});
