import { graphql } from '../../gql';

graphql(`
  fragment ContentMigrationReportFields on ContentMigrationReport {
    rowsRead
    rowsChanged
    failureCount
    migrations {
      kind
      type
      from
      to
      rows
      copies
    }
    failures {
      source
      pageID
      revision
      blockKey
      kind
      type
      from
      to
      reason
    }
  }
`);

graphql(`
  fragment ContentMigrationRunFields on ContentMigrationRun {
    id
    status
    reverse
    startedAt
    finishedAt
    report {
      ...ContentMigrationReportFields
    }
  }
`);

export const ContentMigrationStatusQuery = graphql(`
  query ContentMigrationStatus {
    contentMigrationStatus {
      pending {
        kind
        type
        stored
        current
      }
      lastRun {
        ...ContentMigrationRunFields
      }
    }
  }
`);

export const ContentMigrationDryRunQuery = graphql(`
  query ContentMigrationDryRun($reverse: String) {
    contentMigrationDryRun(reverse: $reverse) {
      ...ContentMigrationReportFields
    }
  }
`);

export const RunContentMigrationsMutation = graphql(`
  mutation RunContentMigrations($reverse: String) {
    runContentMigrations(reverse: $reverse) {
      ...ContentMigrationRunFields
    }
  }
`);
