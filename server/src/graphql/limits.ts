import type { ApolloServerPlugin } from '@apollo/server';
import {
  DirectiveLocation,
  GraphQLDirective,
  GraphQLError,
  GraphQLInt,
  GraphQLNonNull,
  Kind,
  getDirectiveValues,
  separateOperations,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';

export const MAX_QUERY_DEPTH = 12;
export const MAX_QUERY_COMPLEXITY = 5000;
/** Root fields one operation may ask for (fragments included): each may run a query of its own. */
export const MAX_ROOT_FIELDS = 20;
/** Aliased fields one document may hold: aliases are how one request repeats an expensive field. */
export const MAX_ALIASES = 20;
/** Items a paginated field answers when the request names no page size (operations/pagination.ts). */
const DEFAULT_PAGE_SIZE = 25;

/** A field's own weight, declared by its operation (`cost`) and shown in schema.graphql. */
export const costDirective = new GraphQLDirective({
  name: 'cost',
  description: 'What one call weighs against the request budget, besides its selection (default 1).',
  locations: [DirectiveLocation.FIELD_DEFINITION],
  args: { weight: { type: new GraphQLNonNull(GraphQLInt) } },
});

export const depthLimitRule = depthLimit(MAX_QUERY_DEPTH);

function tooComplex(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'V_12', http: { status: 400 } } });
}

const SIZE_ARGUMENTS = ['pageSize', 'limit', 'count'];

/** How many items a field may answer: its page size, limit or count (25 when not given), or its list of ids. */
function itemsAsked(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number {
  const size = field.args.find((arg) => SIZE_ARGUMENTS.includes(arg.name));
  if (size) {
    const value = args[size.name];
    return typeof value === 'number' ? Math.max(1, value) : DEFAULT_PAGE_SIZE;
  }
  return Array.isArray(args.ids) ? Math.max(1, args.ids.length) : 1;
}

/**
 * A field weighs its declared `@cost` (else 1) plus its selection, once per item it may
 * answer. A list without a size argument counts its selection once: its length is the data's
 * (a menu, a page's siblings), not the caller's to choose.
 */
const weighedEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const own = field.astNode ? Number(getDirectiveValues(costDirective, field.astNode)?.weight ?? 1) : 1;
  return own + childComplexity * itemsAsked(field, args);
};

/** Refuses operations whose estimated cost exceeds the budget, before any resolver runs. */
export function complexityLimitPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const query = request.operationName ? (separateOperations(document)[request.operationName] ?? document) : document;
          let complexity: number;
          try {
            complexity = getComplexity({ schema, query, variables: request.variables ?? {}, estimators: [weighedEstimator] });
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

/** Refuses a document with more aliases, or an operation with more root fields, than the limits allow. */
export const aliasLimitRule: ValidationRule = (context) => {
  const fragments = new Map(
    context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])),
  );
  const rootFields = (set: SelectionSetNode, seen: Set<string>): number =>
    set.selections.reduce((sum, selection) => {
      if (selection.kind === Kind.FIELD) return sum + 1;
      if (selection.kind === Kind.INLINE_FRAGMENT) return sum + rootFields(selection.selectionSet, seen);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(selection.name.value)) return sum;
      return sum + rootFields(fragment, new Set([...seen, selection.name.value]));
    }, 0);
  let aliases = 0;
  return {
    OperationDefinition(node) {
      const count = rootFields(node.selectionSet, new Set());
      if (count > MAX_ROOT_FIELDS) context.reportError(tooComplex(`Too many root fields: ${count} (max ${MAX_ROOT_FIELDS})`));
    },
    Field(node) {
      if (node.alias && ++aliases === MAX_ALIASES + 1) context.reportError(tooComplex(`Too many aliases (max ${MAX_ALIASES})`));
    },
  };
};
