import { graphql } from './gql';

/** The search a URL asks for (searchFromUrl): the variables of VacancySearchQuery, and of the feeds' VacancyFeedQuery without `page`. */
export interface VacancySearchVariables {
  locale: string;
  term?: string;
  department?: string;
  locality?: string;
  employmentType?: string;
  /** A public page tag. */
  tag?: string;
  page?: number;
}

// The extension's own field (server/vacancies/graphql.ts), typed by codegen from ../schema.graphql.
export const VacancySearchQuery = graphql(`
  query VacancySearch($locale: String!, $term: String, $department: String, $locality: String, $employmentType: String, $tag: String, $page: Int) {
    vacancies(locale: $locale, term: $term, department: $department, locality: $locality, employmentType: $employmentType, tag: $tag, page: $page) {
      total
      page
      pageSize
      items {
        ...VacancyCardFields
      }
      departments {
        value
        count
      }
      localities {
        value
        count
      }
      employmentTypes {
        value
        count
      }
      tags {
        value
        count
      }
    }
  }
`);

/** The overview's query string names (Dutch, as visitors share them) and the search they ask for. */
export const PARAMETERS = { term: 'q', department: 'afdeling', locality: 'locatie', employmentType: 'dienstverband', tag: 'tag', page: 'pagina' } as const;

export function searchFromUrl(url: URL, locale: string): VacancySearchVariables {
  const get = (name: string) => url.searchParams.get(name)?.trim().slice(0, 100) || undefined;
  const page = Number(get(PARAMETERS.page) ?? '1');
  return {
    locale,
    term: get(PARAMETERS.term),
    department: get(PARAMETERS.department),
    locality: get(PARAMETERS.locality),
    employmentType: get(PARAMETERS.employmentType),
    tag: get(PARAMETERS.tag),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The filters a search can set (the term is not one): what 'clear filters' and each 'without' link take away. */
export const FILTERS = ['department', 'locality', 'employmentType', 'tag'] as const;
export type Filter = (typeof FILTERS)[number];

/** The overview's URL (at `path`, the locale's) for a search: only what is set, so every filter state has one shareable address. */
export function searchHref(path: string, search: Readonly<Partial<Record<'term' | Filter, string | undefined>>>, page = 1): string {
  const params = new URLSearchParams();
  if (search.term) params.set(PARAMETERS.term, search.term);
  for (const filter of FILTERS) {
    const value = search[filter];
    if (value) params.set(PARAMETERS[filter], value);
  }
  if (page > 1) params.set(PARAMETERS.page, String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
