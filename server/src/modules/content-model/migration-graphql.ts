import { derivedResolver, rootField } from '../../graphql/derive/resolver.js';
import { contentMigrationStatus, dryRunContentMigrations, runContentMigrations } from './migration-operations.js';

/** Content-model migrations; types and arguments are derived from the operations' schemas (migration-views.ts). */
export const ContentMigrationResolver = derivedResolver('ContentMigration', {
  query: {
    contentMigrationStatus: rootField(contentMigrationStatus, 'Content-model migrations pending (the model against the stored content), and the last run.'),
    contentMigrationDryRun: rootField(dryRunContentMigrations, 'What a run would change, and what it could not convert; changes nothing.'),
  },
  mutation: {
    runContentMigrations: rootField(
      runContentMigrations,
      'Converts every stored version, working draft and preview draft in batches; continues an interrupted run.',
    ),
  },
});
