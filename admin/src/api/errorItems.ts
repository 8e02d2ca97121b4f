import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { ApiError, type ApiErrorItem } from './apiError';

const UNEXPECTED: ApiErrorItem = { code: 'G_01' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toErrorItem(value: unknown): ApiErrorItem | null {
  if (!isRecord(value) || typeof value.code !== 'string') return null;
  return typeof value.property === 'string' ? { code: value.code, property: value.property } : { code: value.code };
}

/**
 * The catalogue errors of GraphQL errors: `extensions.errors` ({code, property}) when the
 * server sent them, else `extensions.code`, else G_01.
 */
export function graphQLErrorItems(errors: readonly GraphQLFormattedError[]): ApiErrorItem[] {
  const items = errors.flatMap((error): ApiErrorItem[] => {
    const listed = Array.isArray(error.extensions?.errors) ? error.extensions.errors.map(toErrorItem) : [];
    const valid = listed.filter((item): item is ApiErrorItem => item !== null);
    if (valid.length > 0) return valid;
    const code = error.extensions?.code;
    return [typeof code === 'string' ? { code } : UNEXPECTED];
  });
  return items.length > 0 ? items : [UNEXPECTED];
}

/** Whatever a call threw, as the list of error items an ErrorList shows. */
export function errorItemsOf(error: unknown): ApiErrorItem[] {
  if (CombinedGraphQLErrors.is(error)) return graphQLErrorItems(error.errors);
  if (error instanceof ApiError) return [...error.errors];
  // Network failures, unexpected answers: details in the console, G_01 on screen.
  console.error(error);
  return [UNEXPECTED];
}

/** The errors that concern `property` (also nested ones such as `profile.name`). */
export function concerning(errors: readonly ApiErrorItem[], property: string): ApiErrorItem[] {
  return errors.filter((error) => error.property !== undefined && error.property.split('.').at(-1) === property);
}

/** Whether one of the errors concerns `property` (also nested ones such as `profile.name`). */
export function concerns(errors: readonly ApiErrorItem[], property: string): boolean {
  return concerning(errors, property).length > 0;
}
