import { z } from 'zod';
import { named } from '../../operations/contract.js';

/** What the content-migration operations answer: one declaration each for TypeScript and GraphQL (graphql/derive). */

const kind = named('ContentTypeKind', z.enum(['block', 'page']).describe('A block type, or a page type (its typeData).'));

const migrationCountView = named(
  'ContentMigrationCount',
  z
    .object({
      kind,
      type: z.string(),
      from: z.int(),
      to: z.int(),
      rows: z.int().describe('Stored rows (versions, working drafts, preview drafts) it changes.'),
      copies: z.int().describe('Blocks (or typeData) it changes in them.'),
    })
    .describe('One migration of one type: what it changes (a dry run: would change).'),
);

const migrationFailureView = named(
  'ContentMigrationFailure',
  z
    .object({
      source: named('ContentMigrationSource', z.enum(['page_version', 'working_draft', 'preview_draft']).describe('Where the copy is stored.')),
      pageID: z.int(),
      revision: z.int().nullable().describe("The version's revision (a working draft's base revision; null for a preview draft)."),
      blockKey: z.string().nullable().describe("The block's key; null for the page's typeData."),
      kind,
      type: z.string(),
      from: z.int(),
      to: z.int(),
      reason: z.string(),
    })
    .describe('A stored copy a migration cannot convert: it is left as it was.'),
);

export const migrationReportView = named(
  'ContentMigrationReport',
  z.object({
    rowsRead: z.int(),
    rowsChanged: z.int(),
    migrations: z.array(migrationCountView),
    failureCount: z.int(),
    failures: z.array(migrationFailureView).describe('The first 100 failures.'),
  }),
);

export type MigrationReport = z.output<typeof migrationReportView>;
export type MigrationFailure = MigrationReport['failures'][number];

const pendingView = named(
  'PendingContentMigration',
  z
    .object({ kind, type: z.string(), stored: z.int().describe('The version the stored content is at.'), current: z.int() })
    .describe('A type whose stored content is at another version than the model declares.'),
);

export const migrationRunView = named(
  'ContentMigrationRun',
  z.object({
    id: z.int(),
    status: named('ContentMigrationRunStatus', z.enum(['running', 'done'])),
    reverse: z.string().nullable().describe('A reverse run: `kind:type@version`; null for a forward run.'),
    startedAt: z.date(),
    finishedAt: z.date().nullable(),
    report: migrationReportView,
  }),
);

export type MigrationRunView = z.output<typeof migrationRunView>;

export const migrationStatusView = named('ContentMigrationStatus', z.object({ pending: z.array(pendingView), lastRun: migrationRunView.nullable() }));

export type MigrationStatusView = z.output<typeof migrationStatusView>;
