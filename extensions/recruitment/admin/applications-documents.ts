import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

export const APPLICATION_STATUSES = ['new', 'in-review', 'invited', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface ApplicationRow {
  id: number;
  vacancyTitle: string | null;
  name: string;
  email: string;
  status: ApplicationStatus;
  createdAt: string;
  statusChangedAt: string;
  deletesAt: string;
}

export interface ApplicationFile {
  which: 'cv' | 'motivation';
  fileName: string;
  size: number;
}

export interface ApplicationNote {
  id: number;
  at: string;
  authorEmail: string | null;
  statusFrom: ApplicationStatus | null;
  statusTo: ApplicationStatus | null;
  text: string;
}

export interface Application extends ApplicationRow {
  desiredFunction: string;
  telephone: string;
  message: string;
  consentAt: string;
  files: ApplicationFile[];
  notes: ApplicationNote[];
}

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
