import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, separateOperations, type GraphQLSchema } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export const MAX_QUERY_DEPTH = 12;
export const MAX_QUERY_COMPLEXITY = 5000;

export const depthLimitRule = depthLimit(MAX_QUERY_DEPTH);

function tooComplex(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'V_12', http: { status: 400 } } });
}

/** Refuses operations whose estimated cost exceeds the budget, before any resolver runs. */
export function complexityLimitPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const query = request.operationName ? separateOperations(document)[request.operationName] ?? document : document;
          let complexity: number;
          try {
            complexity = getComplexity({
              schema,
              query,
              variables: request.variables ?? {},
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch (error) {
            // Raised for queries too large to even estimate (the library's node limit).
            throw tooComplex(error instanceof Error ? error.message : String(error));
          }
          if (complexity > MAX_QUERY_COMPLEXITY) throw tooComplex(`Query is too complex: ${complexity} (max ${MAX_QUERY_COMPLEXITY})`);
        },
      };
    },
  };
}
