import { graphql } from './gql';
import type { NewsletterSubscribersQuery as SubscribersResult } from './gql/graphql';

// The extension's own fields (server/newsletter/graphql.ts), typed by codegen from ../schema.graphql.
export type SubscriberRow = SubscribersResult['newsletterSubscribers']['items'][number];

export type SubscriberColumn = 'createdAt' | 'email' | 'lastName' | 'status';

export const SubscribersQuery = graphql(`
  query NewsletterSubscribers($pageIndex: Int, $pageSize: Int, $searchTerm: String, $columnToSort: String, $sortOrder: String) {
    newsletterSubscribers(pageIndex: $pageIndex, pageSize: $pageSize, searchTerm: $searchTerm, columnToSort: $columnToSort, sortOrder: $sortOrder) {
      items {
        id
        firstName
        lastName
        email
        status
        alerts
        departments
        localities
        employmentTypes
        frequency
        createdAt
      }
      totalItems
    }
  }
`);

export const DeleteSubscriberMutation = graphql(`
  mutation DeleteNewsletterSubscriber($id: Int!) {
    deleteNewsletterSubscriber(id: $id)
  }
`);
