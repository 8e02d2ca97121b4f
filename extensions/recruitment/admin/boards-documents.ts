import { graphql } from './gql';
import type { JobBoardReportQuery as ReportResult } from './gql/graphql';

/** The boards (server/boards/rules.ts), in the order the report's columns show them. */
export const BOARDS = ['indeed', 'linkedin', 'jooble'] as const;

// The extension's own field (server/boards/graphql.ts), typed by codegen from ../schema.graphql.
export type BoardReportItem = ReportResult['jobBoardReport'][number];

export const JobBoardReportQuery = graphql(`
  query JobBoardReport {
    jobBoardReport {
      pageID
      locale
      title
      published
      closed
      boards {
        board
        lacks {
          code
          required
        }
      }
    }
  }
`);
