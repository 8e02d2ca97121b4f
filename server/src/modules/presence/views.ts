import { z } from 'zod';
import { named } from '../../operations/contract.js';

/** What the presence operations answer: one declaration each for TypeScript and GraphQL (graphql/derive). */

/** An editor with the page open in at least one tab; dirty when any of those tabs has unsaved changes. */
const presentEditorView = named(
  'PresentEditor',
  z.object({
    userID: z.int(),
    name: z.string(),
    // The admin shows initials without one.
    image: z.string().nullable().describe('The profile image URL; null without one.'),
    dirty: z.boolean().describe('Has unsaved changes in one of their tabs.'),
    /** Since when the editor has the page open. */
    since: z.date(),
  }),
);

/** The page's newest stored version and who stored it. */
const pageHeadView = named(
  'PageHead',
  z.object({
    revision: z.int(),
    versionID: z.int().nullable(),
    storedBy: named('PageHeadStorer', z.object({ id: z.int(), name: z.string() })).nullable(),
    storedAt: z.date(),
  }),
);

/** Who has a page open, and what its head is: what the editor's presence strip shows. */
export const pageEditingStateView = named(
  'PagePresence',
  z.object({
    pageID: z.int(),
    editors: z.array(presentEditorView).describe('Everyone else with the page open in the editor.'),
    head: pageHeadView,
  }),
);

export const presenceAnnouncementView = named(
  'PresenceAnnouncement',
  z.object({
    expiresInSeconds: z.int().describe('Without another announcement (or an open presence stream) the tab counts as gone after this long.'),
  }),
);

export type PageEditingState = z.output<typeof pageEditingStateView>;
