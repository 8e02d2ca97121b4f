import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { DomainError, errorMessage } from '../errors.js';
import type { Logger } from '../logger.js';
import type { GraphQLContext } from './context.js';
import { aliasLimitRule, complexityLimitPlugin, depthLimitRule } from './limits.js';

/** DomainErrors keep their catalogue codes; anything unexpected is G_01 with details only in the log. */
export function formatGraphQLError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : undefined;
    if (original instanceof DomainError) {
      const errors = original.errors.map((e) => ({ ...e, message: errorMessage(e.code, e.property) }));
      return {
        message: errors[0]?.message ?? original.message,
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: { code: original.errors[0]?.code, errors, ...(original.details ? { details: original.details } : {}) },
      };
    }
    // GraphQL's own errors (syntax, validation, variables, limits) describe the client's request.
    if (!original || original instanceof GraphQLError) return formatted;
    log.error({ err: original }, 'unexpected GraphQL error');
    return { message: errorMessage('G_01'), extensions: { code: 'G_01' } };
  };
}

export interface GraphQLEndpoint {
  handler: RequestHandler;
  stop(): Promise<void>;
}

export async function createGraphQLEndpoint(
  schema: GraphQLSchema,
  log: Logger,
  introspection: boolean,
): Promise<GraphQLEndpoint> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection,
    // The process owns its shutdown order (HTTP, GraphQL, database); Apollo must not race it on signals.
    stopOnTerminationSignals: false,
    validationRules: [depthLimitRule, aliasLimitRule],
    formatError: formatGraphQLError(log),
    // Our CSRF rule is stricter (token + X-Requested-With); this keeps Apollo's preflight check consistent with it.
    csrfPrevention: { requestHeaders: ['x-requested-with', 'apollo-require-preflight', 'x-apollo-operation-name'] },
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      complexityLimitPlugin(schema),
    ],
  });
  await apollo.start();
  const handler = expressMiddleware(apollo, {
    context: async ({ req, res }): Promise<GraphQLContext> => ({ ctx: req.ctx, req, res }),
  });
  return { handler, stop: () => apollo.stop() };
}
