import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';
import type { ApplicationDetail, ApplicationFileView, ApplicationListItem, ApplicationNoteView } from '../server/applications/admin-operations.js';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../server/applications/statuses.js';

export { APPLICATION_STATUSES, type ApplicationStatus };

/** What the list and the detail select of the server's views (server/applications/admin-operations.ts). */
export type ApplicationRow = Omit<ApplicationListItem, 'desiredFunction'>;
export type ApplicationFile = Omit<ApplicationFileView, 'contentType'>;
export type ApplicationNote = ApplicationNoteView;
export type Application = Omit<ApplicationDetail, 'vacancyPageId' | 'files'> & { files: ApplicationFile[] };

export type ApplicationColumn = 'createdAt' | 'name' | 'email' | 'status' | 'vacancyTitle' | 'deletesAt';

interface ListVariables {
  pageIndex: number;
  pageSize: number;
  searchTerm: string;
  columnToSort: ApplicationColumn;
  sortOrder: 'asc' | 'desc';
  status?: ApplicationStatus;
}

// The extension's own fields (server/applications/admin-graphql.ts).
export const ApplicationsQuery: TypedDocumentNode<{ applications: { items: ApplicationRow[]; totalItems: number } }, ListVariables> = gql`
  query Applications($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String, $status: String) {
    applications(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder, status: $status) {
      items { id vacancyTitle name email status createdAt statusChangedAt deletesAt }
      totalItems
    }
  }
`;

const DETAIL = `id vacancyTitle name email desiredFunction telephone message consentAt status createdAt statusChangedAt deletesAt
  files { which fileName size } notes { id at authorEmail statusFrom statusTo text }`;

/** Every answer is audited by the server: one view, one entry. */
export const ApplicationQuery: TypedDocumentNode<{ application: Application }, { id: number }> = gql`
  query Application($id: Int!) { application(id: $id) { ${DETAIL} } }
`;

export const ChangeApplicationStatusMutation: TypedDocumentNode<{ changeApplicationStatus: Application }, { id: number; status: ApplicationStatus; note: string }> = gql`
  mutation ChangeApplicationStatus($id: Int!, $status: String!, $note: String) { changeApplicationStatus(id: $id, status: $status, note: $note) { ${DETAIL} } }
`;

export const AddApplicationNoteMutation: TypedDocumentNode<{ addApplicationNote: Application }, { id: number; text: string }> = gql`
  mutation AddApplicationNote($id: Int!, $text: String!) { addApplicationNote(id: $id, text: $text) { ${DETAIL} } }
`;

export const DeleteApplicationMutation: TypedDocumentNode<{ deleteApplication: boolean }, { id: number }> = gql`
  mutation DeleteApplication($id: Int!) { deleteApplication(id: $id) }
`;

/** Where the server streams a file (an attachment, audited). */
export const fileUrl = (id: number, which: ApplicationFile['which']) => `/api/blokwerk/applications/file/${id}/${which}`;
