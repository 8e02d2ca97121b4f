import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { query } from '@blokwerk/site/extension';
import { isOver } from '../shared/dates';

interface PublishedEvent {
  page: { id: number; locale: string; slug: string };
  pageVersion: { title: string; typeData: Record<string, unknown> };
}

/** Core's list of published pages of a type (newest first, at most 100), typed by hand. */
const PublishedEventsQuery: TypedDocumentNode<{ publishedPages: PublishedEvent[] }, { locale: string }> = parse(`
  query PublishedEvents($locale: String!) {
    publishedPages(type: "event", locale: $locale, limit: 100) {
      page { id locale slug }
      pageVersion { title typeData }
    }
  }
`);

/** The extension's own field (server/graphql.ts). */
export const EventNoticesQuery: TypedDocumentNode<{ eventNotices: { id: number; text: string }[] }, { pageID: number }> = parse(`
  query EventNotices($pageID: Int!) {
    eventNotices(pageID: $pageID) { id text }
  }
`);

export interface UpcomingEvent {
  id: number;
  slug: string;
  title: string;
  startDate: string;
  venue: string;
  city: string;
}

const text = (data: Record<string, unknown>, name: string) => (typeof data[name] === 'string' ? data[name] : '');

/** The published events of a locale that are not over, soonest first. */
export async function upcomingEvents(locals: App.Locals, locale: string, count = 100): Promise<UpcomingEvent[]> {
  const { publishedPages } = await query(locals, PublishedEventsQuery, { locale });
  return publishedPages
    .filter(({ pageVersion }) => !isOver(pageVersion.typeData))
    .map(({ page, pageVersion: { title, typeData } }) => ({
      id: page.id,
      slug: page.slug,
      title,
      startDate: text(typeData, 'startDate'),
      venue: text(typeData, 'venue'),
      city: text(typeData, 'city'),
    }))
    .toSorted((a, b) => a.startDate.localeCompare(b.startDate))
    .slice(0, count);
}

/** A date as the page's locale writes it ("12 March 2027"). */
export function longDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
