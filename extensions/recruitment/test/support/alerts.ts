import { gql, within, type ApiClient, type TestServer } from '@blokwerk/testing';
import { dueDigest, sendWeeklyDigests } from '../../server/newsletter/digest.js';

export interface TestVacancy {
  title: string;
  department: string;
  locality?: string;
  employmentType?: string;
  hoursMin?: number;
  hoursMax?: number;
  locale?: string;
}

/** Creates and publishes a vacancy as `admin`; answers its page id. */
export async function publishVacancy(admin: ApiClient, v: TestVacancy): Promise<number> {
  const { locale = 'nl', locality = 'Utrecht', employmentType = 'FULL_TIME', hoursMin = 40, hoursMax, title, department } = v;
  const { createPage } = await gql<{ createPage: { pageID: number } }>(admin, 'mutation($input: CreatePageInput!) { createPage(input: $input) { pageID } }', {
    input: {
      title,
      slug: title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-'),
      type: 'vacancy',
      locale,
      typeData: { hoursMin, hoursMax, department, locality, employmentType, workplace: 'onsite', datePosted: new Date().toISOString().slice(0, 10) },
    },
  });
  await gql(admin, 'mutation($id: Int!) { publishPage(id: $id) { page { id } } }', { id: createPage.pageID });
  return createPage.pageID;
}

/** When each page was first published: its `vacancy_alert` row, written in the background once the publication is heard. */
export async function firstPublished(t: TestServer, pageIds: readonly number[]): Promise<Date[]> {
  const rows = await within(
    10_000,
    async () =>
      (await t.database.pool.query<{ page_id: number; sent_at: Date }>('select "page_id", "sent_at" from "vacancy_alert" where "page_id" = any($1)', [pageIds]))
        .rows,
    (found) => found.length === pageIds.length,
  );
  return pageIds.map((id) => rows.find((row) => row.page_id === id)?.sent_at ?? new Date(Number.NaN));
}

/** The first hour after `at` whose due digest takes what was first published at `at` (the next Monday 08:00 in Amsterdam or later). */
export function digestTimeAfter(at: Date): Date {
  for (let hours = 1; hours <= 8 * 24; hours += 1) {
    const now = new Date(at.getTime() + hours * 3_600_000);
    const due = dueDigest(now);
    if (due.since < at && at <= due.until) return now;
  }
  throw new Error(`no digest takes ${at.toISOString()}`);
}

/** Runs the weekly digest as the background task does, at `now`. */
export const runDigest = (t: TestServer, now: Date) => sendWeeklyDigests({ orm: t.server.db.orm, services: t.server.services }, now);
