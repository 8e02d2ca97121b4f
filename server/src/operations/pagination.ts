import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/**
 * List input, in REST and GraphQL alike: pageIndex (0-based), pageSize (default 25, max 100), searchTerm,
 * columnToSort (the list's own columns), sortOrder. Numbers may arrive as query strings.
 */
export function listInput<const Columns extends readonly [string, ...string[]]>(columns: Columns, defaultColumn: Columns[number]) {
  return z.object({
    pageIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    searchTerm: z.string().trim().max(200).default(''),
    columnToSort: z.enum(columns).default(defaultColumn),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
  });
}

export interface ListPage<T> {
  items: T[];
  totalItems: number;
}

/** `%term%` for ILIKE, with the pattern characters of the term itself escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
