import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';
import type { ApplicationDetail, ApplicationFileView, ApplicationListItem, ApplicationNoteView } from '../server/applications/admin-operations.js';

/** What the list and the detail select of the server's views (server/applications/admin-operations.ts). */
export type ApplicationRow = Omit<ApplicationListItem, 'desiredFunction'>;
export type ApplicationFile = Omit<ApplicationFileView, 'contentType'>;
export type ApplicationNote = ApplicationNoteView;
export type Application = Omit<ApplicationDetail, 'files'> & { files: ApplicationFile[] };

export type ApplicationColumn = 'createdAt' | 'name' | 'email' | 'stage' | 'vacancyTitle' | 'deletesAt';

interface ListVariables {
  pageIndex: number;
  pageSize: number;
  searchTerm: string;
  columnToSort: ApplicationColumn;
  sortOrder: 'asc' | 'desc';
  stageID?: number;
}

const LABELS = 'en nl de fr';
/** An application's stage: its labels in every language (the admin shows its own: labelIn). */
const STAGE = `stage { id vacancyPageID position label labels { ${LABELS} } kind retentionDays }`;

// The extension's own fields (server/applications/admin-graphql.ts).
export const ApplicationsQuery: TypedDocumentNode<{ applications: { items: ApplicationRow[]; totalItems: number } }, ListVariables> = gql`
  query Applications($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String, $stageID: Int) {
    applications(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder, stageID: $stageID) {
      items { id vacancyTitle name email ${STAGE} createdAt stageChangedAt deletesAt }
      totalItems
    }
  }
`;

/** The detail's fields: the move dialog selects them too, so a move updates an open detail in place. */
export const DETAIL = `id vacancyPageId vacancyTitle name email desiredFunction telephone message consentAt keepConsentAt locale ${STAGE} createdAt stageChangedAt deletesAt
  files { which fileName size } notes { id at authorEmail stageFrom { ${LABELS} } stageTo { ${LABELS} } stageFromID stageToID text }`;

/** Every answer is audited by the server: one view, one entry. */
export const ApplicationQuery: TypedDocumentNode<{ application: Application }, { id: number }> = gql`
  query Application($id: Int!) { application(id: $id) { ${DETAIL} } }
`;

export const AddApplicationNoteMutation: TypedDocumentNode<{ addApplicationNote: Application }, { id: number; text: string }> = gql`
  mutation AddApplicationNote($id: Int!, $text: String!) { addApplicationNote(id: $id, text: $text) { ${DETAIL} } }
`;

export const DeleteApplicationMutation: TypedDocumentNode<{ deleteApplication: boolean }, { id: number }> = gql`
  mutation DeleteApplication($id: Int!) { deleteApplication(id: $id) }
`;

/** Where the server streams a file (an attachment, audited). */
export const fileUrl = (id: number, which: ApplicationFile['which']) => `/api/blokwerk/applications/file/${id}/${which}`;
