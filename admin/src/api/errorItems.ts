import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { ApiError, type ApiErrorItem, type BlockingProblem } from './apiError';

const UNEXPECTED: ApiErrorItem = { code: 'G_01' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toErrorItem(value: unknown): ApiErrorItem | null {
  if (!isRecord(value) || typeof value.code !== 'string') return null;
  return typeof value.property === 'string' ? { code: value.code, property: value.property } : { code: value.code };
}

function toProblem(value: unknown): BlockingProblem | null {
  if (!isRecord(value) || typeof value.check !== 'string') return null;
  return { check: value.check, field: typeof value.field === 'string' ? value.field : null, params: isRecord(value.params) ? value.params : {} };
}

/** A refused publication (CC_01) as one item per blocking problem its details list; other items as they are. */
function withProblems(items: ApiErrorItem[], details: unknown): ApiErrorItem[] {
  const problems = isRecord(details) && Array.isArray(details.problems) ? details.problems.map(toProblem).filter((problem) => problem !== null) : [];
  if (problems.length === 0) return items;
  return items.flatMap((item) => (item.code === 'CC_01' ? problems.map((problem) => ({ ...item, problem })) : [item]));
}

/** The well-formed error items of a list the server sent (none when it is no list). */
function listedItems(value: unknown): ApiErrorItem[] {
  return Array.isArray(value) ? value.map(toErrorItem).filter((item): item is ApiErrorItem => item !== null) : [];
}

/** What an answer without catalogue errors means by its status alone (a proxy's page while the server is away). */
const BY_STATUS: Readonly<Record<number, ApiErrorItem>> = { 503: { code: 'G_02' }, 507: { code: 'G_03' } };

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The catalogue errors of an answer that is no GraphQL result: the REST envelope's `Errors`
 * (the server may refuse before GraphQL runs, e.g. with the database down: 503 G_02), else
 * what the status says (503 G_02, 507 G_03: "try again later"), else G_01.
 */
export function errorItemsOfAnswer(status: number, body: unknown): ApiErrorItem[] {
  const listed = listedItems(isRecord(body) ? body.Errors : undefined);
  return listed.length > 0 ? withProblems(listed, isRecord(body) ? body.Conflict : undefined) : [BY_STATUS[status] ?? UNEXPECTED];
}

/**
 * The catalogue errors of GraphQL errors: `extensions.errors` ({code, property}) when the
 * server sent them, else `extensions.code`, else G_01.
 */
export function graphQLErrorItems(errors: readonly GraphQLFormattedError[]): ApiErrorItem[] {
  const items = errors.flatMap((error): ApiErrorItem[] => {
    const listed = listedItems(error.extensions?.errors);
    if (listed.length > 0) return withProblems(listed, error.extensions?.details);
    const code = error.extensions?.code;
    return [typeof code === 'string' ? { code } : UNEXPECTED];
  });
  return items.length > 0 ? items : [UNEXPECTED];
}

/** Whatever a call threw, as the list of error items an ErrorList shows. */
export function errorItemsOf(error: unknown): ApiErrorItem[] {
  if (CombinedGraphQLErrors.is(error)) return graphQLErrorItems(error.errors);
  if (ServerError.is(error)) return errorItemsOfAnswer(error.statusCode, parsed(error.bodyText));
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
