import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The placeholders the server named as unknown (V_12's details.placeholders), if that is what it refused. */
export function unknownPlaceholdersOf(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((item) => {
    const details = item.extensions?.details;
    const names = typeof details === 'object' && details !== null && 'placeholders' in details ? details.placeholders : undefined;
    return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
  });
}
