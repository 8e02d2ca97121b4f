import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { DomainError, errorMessage } from '../errors.js';
import { outageOf } from '../http/outage.js';
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
    const outage = outageOf(original);
    if (outage) {
      log.warn({ outage: outage.cause, status: outage.status }, outage.summary);
      const message = errorMessage(outage.code);
      return { message, ...(formatted.path ? { path: formatted.path } : {}), extensions: { code: outage.code, errors: [{ code: outage.code, message }] } };
    }
    log.error({ err: original }, 'unexpected GraphQL error');
    return { message: errorMessage('G_01'), extensions: { code: 'G_01' } };
  };
}

/**
 * An outage (http/outage.ts) answers the whole request as REST does: 503 or 507 with
 * Retry-After, so that clients and proxies see it for what it is without reading the body.
 */
export const outageStatus: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ errors, response }) {
        const outage = errors?.map((error) => outageOf(error)).find((found) => found !== undefined);
        if (!outage) return;
        response.http.status = outage.status;
        response.http.headers.set('retry-after', String(outage.retryAfter));
      },
    };
  },
};

/**
 * Stack traces in error answers only where someone asked for them by name: Apollo's default
 * sends them unless NODE_ENV is production or test, and a plain `npm start` sets none.
 */
export const sendsStackTraces = (nodeEnv: string | undefined): boolean => nodeEnv === 'development' || nodeEnv === 'test';

export interface GraphQLEndpoint {
  handler: RequestHandler;
  stop(): Promise<void>;
}

export async function createGraphQLEndpoint(schema: GraphQLSchema, log: Logger, introspection: boolean): Promise<GraphQLEndpoint> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection,
    // The process owns its shutdown order (HTTP, GraphQL, database); Apollo must not race it on signals.
    stopOnTerminationSignals: false,
    validationRules: [depthLimitRule, aliasLimitRule],
    formatError: formatGraphQLError(log),
    includeStacktraceInErrorResponses: sendsStackTraces(process.env.NODE_ENV),
    // Our CSRF rule is stricter (token + X-Requested-With); this keeps Apollo's preflight check consistent with it.
    csrfPrevention: { requestHeaders: ['x-requested-with', 'apollo-require-preflight', 'x-apollo-operation-name'] },
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No field declares a cache hint, so every answer was `no-store` anyway (as the API router sets it), and
      // the plugin's hook on every resolved field cost a tenth of a large list's time.
      ApolloServerPluginCacheControlDisabled(),
      complexityLimitPlugin(schema),
      outageStatus,
    ],
  });
  await apollo.start();
  const handler = expressMiddleware(apollo, {
    context: async ({ req, res }): Promise<GraphQLContext> => ({ ctx: req.ctx, req, res }),
  });
  return { handler, stop: () => apollo.stop() };
}
