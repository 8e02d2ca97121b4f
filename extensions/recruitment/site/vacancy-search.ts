import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { VacancySearch } from '../server/vacancies/search';

export interface VacancySearchResult {
  vacancies: VacancySearch;
}

export interface VacancySearchVariables extends Record<string, unknown> {
  locale: string;
  term?: string;
  department?: string;
  locality?: string;
  employmentType?: string;
  page?: number;
}

// The extension's own field (server/vacancies/graphql.ts); core's codegen does not know it.
export const VacancySearchQuery: TypedDocumentNode<VacancySearchResult, VacancySearchVariables> = parse(`
  query VacancySearch($locale: String!, $term: String, $department: String, $locality: String, $employmentType: String, $page: Int) {
    vacancies(locale: $locale, term: $term, department: $department, locality: $locality, employmentType: $employmentType, page: $page) {
      total page pageSize
      items { pageID slug title hoursMin hoursMax department locality employmentType workplace datePosted isNew newUntil highlighted }
      departments { value count }
      localities { value count }
      employmentTypes { value count }
    }
  }
`);

/** The overview's query string names (Dutch, as visitors share them) and the search they ask for. */
export const PARAMETERS = { term: 'q', department: 'afdeling', locality: 'locatie', employmentType: 'dienstverband', page: 'pagina' } as const;

export function searchFromUrl(url: URL, locale: string): VacancySearchVariables {
  const get = (name: string) => url.searchParams.get(name)?.trim().slice(0, 100) || undefined;
  const page = Number(get(PARAMETERS.page) ?? '1');
  return {
    locale,
    term: get(PARAMETERS.term),
    department: get(PARAMETERS.department),
    locality: get(PARAMETERS.locality),
    employmentType: get(PARAMETERS.employmentType),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The overview's URL for a search: only what is set, so every filter state has one shareable address. */
export function searchHref(search: VacancySearchVariables, page = 1): string {
  const params = new URLSearchParams();
  if (search.term) params.set(PARAMETERS.term, search.term);
  if (search.department) params.set(PARAMETERS.department, search.department);
  if (search.locality) params.set(PARAMETERS.locality, search.locality);
  if (search.employmentType) params.set(PARAMETERS.employmentType, search.employmentType);
  if (page > 1) params.set(PARAMETERS.page, String(page));
  const query = params.toString();
  return query ? `/vacatures?${query}` : '/vacatures';
}
