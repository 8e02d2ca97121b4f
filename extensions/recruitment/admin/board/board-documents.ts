import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';
import type { BoardCard as ServerCard, BoardColumn as ServerColumn, VacancyCount as ServerVacancyCount } from '../../server/pipeline/operations.js';
import type { StageView } from '../../server/pipeline/stages.js';
import { DETAIL, type Application } from '../applications-documents';

/** What the board and the move dialog select of the server's views (server/pipeline). */
export type BoardStage = Pick<StageView, 'id' | 'label' | 'kind' | 'position'>;
export type BoardCard = ServerCard;
export type BoardColumn = Omit<ServerColumn, 'stage'> & { stage: BoardStage };
export type VacancyCount = Pick<ServerVacancyCount, 'id' | 'title' | 'total' | 'new'>;

/** `locale`: the admin's language, for the stages' labels. */
export const ApplicationBoardQuery: TypedDocumentNode<{ applicationBoard: { stages: BoardColumn[] } }, { vacancyPageID?: number; searchTerm?: string; locale: string }> = gql`
  query ApplicationBoard($vacancyPageID: Int, $searchTerm: String, $locale: String) {
    applicationBoard(vacancyPageID: $vacancyPageID, searchTerm: $searchTerm, locale: $locale) {
      stages { stage { id label kind position } count applications { id name vacancyTitle createdAt stageChangedAt } }
    }
  }
`;

export const ApplicationCountsQuery: TypedDocumentNode<{ applicationCounts: { vacancies: VacancyCount[] } }, Record<string, never>> = gql`
  query ApplicationCounts { applicationCounts { vacancies { id title total new } } }
`;

export interface MoveInput {
  id: number;
  stageID: number;
  note?: string;
  mail?: { subject: string; body: string };
}

/** Answers the application as it is now (an open detail screen shows it without another audited read). */
export const MoveApplicationMutation: TypedDocumentNode<{ moveApplication: Application }, { input: MoveInput }> = gql`
  mutation MoveApplication($input: MoveApplicationInput!) { moveApplication(input: $input) { ${DETAIL} } }
`;
