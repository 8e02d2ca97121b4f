import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';
import type { SubscriberView } from '../server/newsletter/operations.js';

/** A subscriber as the list selects it (the server's view: server/newsletter/operations.ts). */
export type SubscriberRow = Omit<SubscriberView, 'confirmedAt'>;

export type SubscriberColumn = 'createdAt' | 'email' | 'lastName' | 'status';

interface ListVariables {
  pageIndex: number;
  pageSize: number;
  searchTerm: string;
  columnToSort: SubscriberColumn;
  sortOrder: 'asc' | 'desc';
}

// The extension's own fields (server/newsletter/graphql.ts).
export const SubscribersQuery: TypedDocumentNode<{ newsletterSubscribers: { items: SubscriberRow[]; totalItems: number } }, ListVariables> = gql`
  query NewsletterSubscribers($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {
    newsletterSubscribers(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {
      items { id firstName lastName email status alerts departments localities employmentTypes frequency createdAt }
      totalItems
    }
  }
`;

export const DeleteSubscriberMutation: TypedDocumentNode<{ deleteNewsletterSubscriber: boolean }, { id: number }> = gql`
  mutation DeleteNewsletterSubscriber($id: Int!) {
    deleteNewsletterSubscriber(id: $id)
  }
`;
