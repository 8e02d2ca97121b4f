import { gql, type ApiClient } from '@blokwerk/testing';

export interface VacancyInput {
  title: string;
  slug: string;
  /** 'nl' unless given. */
  locale?: string;
  /** 'Engineering' unless given. */
  department?: string;
}

/** Creates a vacancy (32–40 hours, hybrid, in Utrecht) as `admin` and publishes it: answers its page id. */
export async function publishedVacancy(admin: ApiClient, { title, slug, locale = 'nl', department = 'Engineering' }: VacancyInput): Promise<number> {
  const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
    input: {
      title,
      slug,
      type: 'vacancy',
      locale,
      typeData: {
        hoursMin: 32,
        hoursMax: 40,
        department,
        locality: 'Utrecht',
        employmentType: 'FULL_TIME',
        workplace: 'hybrid',
        datePosted: '2026-11-01',
      },
    },
  });
  await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
  return createPage.pageID;
}
