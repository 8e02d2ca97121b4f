import { graphql } from '../../../../gql';

/** The editor's heartbeat: this tab has the page open, with unsaved changes or not. */
export const AnnouncePresenceMutation = graphql(`
  mutation AnnouncePresence($pageID: Int!, $tabId: String!, $dirty: Boolean!) {
    announcePresence(pageID: $pageID, tabId: $tabId, dirty: $dirty) {
      expiresInSeconds
    }
  }
`);
