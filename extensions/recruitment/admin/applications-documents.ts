import { graphql } from './gql';
import type { ApplicationDetailFieldsFragment, ApplicationsQuery as ApplicationsResult } from './gql/graphql';

// The extension's own fields (server/applications/admin-graphql.ts), typed by codegen from ../schema.graphql.
export type ApplicationRow = ApplicationsResult['applications']['items'][number];
export type Application = ApplicationDetailFieldsFragment;
export type ApplicationFile = Application['files'][number];
export type ApplicationNote = Application['notes'][number];

export type ApplicationColumn = 'createdAt' | 'name' | 'email' | 'stage' | 'vacancyTitle' | 'deletesAt';

export const ApplicationsQuery = graphql(`
  query Applications($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String, $stageID: Int) {
    applications(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder, stageID: $stageID) {
      items {
        id
        vacancyTitle
        name
        email
        stage {
          ...ApplicationStageFields
        }
        createdAt
        stageChangedAt
        deletesAt
      }
      totalItems
    }
  }
`);

/** The detail's fields: the move dialog selects them too, so a move updates an open detail in place. */
graphql(`
  fragment ApplicationDetailFields on ApplicationDetail {
    id
    vacancyPageId
    vacancyTitle
    name
    email
    desiredFunction
    telephone
    message
    consentAt
    keepConsentAt
    locale
    stage {
      ...ApplicationStageFields
    }
    createdAt
    stageChangedAt
    deletesAt
    files {
      which
      fileName
      size
    }
    notes {
      id
      at
      authorEmail
      stageFrom {
        en
        nl
        de
        fr
      }
      stageTo {
        en
        nl
        de
        fr
      }
      stageFromID
      stageToID
      text
    }
  }
`);

/** Every answer is audited by the server: one view, one entry. */
export const ApplicationQuery = graphql(`
  query Application($id: Int!) {
    application(id: $id) {
      ...ApplicationDetailFields
    }
  }
`);

export const AddApplicationNoteMutation = graphql(`
  mutation AddApplicationNote($id: Int!, $text: String!) {
    addApplicationNote(id: $id, text: $text) {
      ...ApplicationDetailFields
    }
  }
`);

export const DeleteApplicationMutation = graphql(`
  mutation DeleteApplication($id: Int!) {
    deleteApplication(id: $id)
  }
`);

/** Where the server streams a file (an attachment, audited). */
export const fileUrl = (id: number, which: ApplicationFile['which']) => `/api/blokwerk/applications/file/${id}/${which}`;
