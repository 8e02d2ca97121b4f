import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

/** The boards and what a vacancy can lack for them (server/boards/rules.ts). */
export const BOARDS = ['indeed', 'linkedin', 'jooble'] as const;
export type Board = (typeof BOARDS)[number];
export type BoardLackCode = 'noDescription' | 'descriptionTooShort' | 'noPostalCode' | 'noPayRange' | 'postedTooLongAgo' | 'noClosingDate';

export interface BoardReportItem {
  pageID: number;
  locale: string;
  title: string;
  published: boolean;
  closed: boolean;
  boards: { board: Board; lacks: { code: BoardLackCode; required: boolean }[] }[];
}

// The extension's own field (server/boards/graphql.ts), typed here: core's codegen reads core's schema only.
export const JobBoardReportQuery: TypedDocumentNode<{ jobBoardReport: BoardReportItem[] }, Record<string, never>> = gql`
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
`;
