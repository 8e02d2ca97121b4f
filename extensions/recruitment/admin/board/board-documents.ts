import { graphql } from '../gql';
import type { ApplicationBoardQuery as BoardResult } from '../gql/graphql';

// The extension's own fields (server/pipeline), typed by codegen from ../../schema.graphql.
export type BoardColumn = BoardResult['applicationBoard']['stages'][number];
export type BoardStage = BoardColumn['stage'];
export type BoardCard = BoardColumn['applications'][number];

/** `locale`: the admin's language, for the stages' labels. */
export const ApplicationBoardQuery = graphql(`
  query ApplicationBoard($vacancyPageID: Int, $searchTerm: String, $locale: String) {
    applicationBoard(vacancyPageID: $vacancyPageID, searchTerm: $searchTerm, locale: $locale) {
      stages {
        stage {
          id
          label
          kind
          position
        }
        count
        applications {
          id
          name
          vacancyTitle
          createdAt
          stageChangedAt
        }
      }
    }
  }
`);

export const ApplicationCountsQuery = graphql(`
  query ApplicationCounts {
    applicationCounts {
      vacancies {
        id
        title
        total
        new
      }
    }
  }
`);

/** Answers the application as it is now (an open detail screen shows it without another audited read). */
export const MoveApplicationMutation = graphql(`
  mutation MoveApplication($input: MoveApplicationInput!) {
    moveApplication(input: $input) {
      ...ApplicationDetailFields
    }
  }
`);
