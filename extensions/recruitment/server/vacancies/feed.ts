import { defineOperation } from '@blokwerk/server/extension';
import { descriptionHtml, escapeHtml } from '../description.js';
import { readRecruitmentSettings } from '../settings/operations.js';
import { cardOf, filterRows, openVacancies, searchInput, text, type Row, type VacancyCard } from './search.js';
import { vacancyListTags } from './list-tags.js';

/** An open vacancy with what a feed carries beside the card (its salary included): address, reference, closing date and the description's HTML. */
export interface FeedVacancy extends VacancyCard {
  street: string;
  postalCode: string;
  region: string;
  country: string;
  reference: string;
  /** YYYY-MM-DD, or null: open until further notice. */
  closingDate: string | null;
  descriptionHtml: string;
}

/** At most this many vacancies in one feed. */
const FEED_LIMIT = 200;

/** An open vacancy row (read with its blocks) as the feeds carry it. */
export function feedVacancyOf(row: Row, newForDays: number): FeedVacancy {
  return {
    ...cardOf(row, newForDays),
    street: text(row.data, 'street'),
    postalCode: text(row.data, 'postalCode'),
    region: text(row.data, 'region'),
    country: text(row.data, 'country') || 'NL',
    reference: text(row.data, 'reference'),
    closingDate: text(row.data, 'closingDate') || null,
    // Job boards require a description: a vacancy without text blocks gets its facts.
    descriptionHtml:
      descriptionHtml(row.blocks) || `<p>${escapeHtml(row.title)}: ${escapeHtml(text(row.data, 'department'))}, ${escapeHtml(text(row.data, 'locality'))}.</p>`,
  };
}

/** The open vacancies matching a search (as the overview takes it), for the RSS and job-board feeds. */
export const feedVacancies = defineOperation({
  name: 'vacancies.feed',
  access: { public: true },
  kind: 'read',
  tags: vacancyListTags,
  input: searchInput.omit({ page: true }),
  async run(ctx, input): Promise<FeedVacancy[]> {
    const rows = filterRows(await openVacancies(ctx, input.locale, { withBlocks: true }), input).slice(0, FEED_LIMIT);
    const { newForDays } = await readRecruitmentSettings(ctx);
    return rows.map((row) => feedVacancyOf(row, newForDays));
  },
});
