import { graphql } from '../../gql';

export const WebhookEndpointFields = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    description
    events
    enabled
    includePersonalData
  }
`);

export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints($locale: String) {
    webhookEndpoints {
      ...WebhookEndpointFields
    }
    webhookEvents(locale: $locale) {
      name
      label
      personalData
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($url: String!, $description: String, $events: [String!]!, $enabled: Boolean, $includePersonalData: Boolean) {
    createWebhookEndpoint(url: $url, description: $description, events: $events, enabled: $enabled, includePersonalData: $includePersonalData) {
      endpoint {
        ...WebhookEndpointFields
      }
      secret
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($id: Int!, $url: String, $description: String, $events: [String!], $enabled: Boolean, $includePersonalData: Boolean) {
    updateWebhookEndpoint(id: $id, url: $url, description: $description, events: $events, enabled: $enabled, includePersonalData: $includePersonalData) {
      ...WebhookEndpointFields
    }
  }
`);

export const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($id: Int!) {
    rotateWebhookSecret(id: $id) {
      secret
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: Int!) {
    deleteWebhookEndpoint(id: $id) {
      id
    }
  }
`);

export const WebhookDeliveryFields = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    event
    status
    attempts
    lastStatusCode
    lastResponse
    lastError
    createdAt
    deliveredAt
    nextAttemptAt
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: Int!, $pageIndex: Int!) {
    webhookDeliveries(endpointId: $endpointId, pageIndex: $pageIndex) {
      totalItems
      items {
        ...WebhookDeliveryFields
      }
    }
  }
`);

export const RedeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($id: String!) {
    redeliverWebhook(id: $id) {
      ...WebhookDeliveryFields
    }
  }
`);

export const SendWebhookTestMutation = graphql(`
  mutation SendWebhookTest($id: Int!) {
    sendWebhookTest(id: $id) {
      ...WebhookDeliveryFields
    }
  }
`);
