import { z } from 'zod';
import { defineOperation } from '@blokwerk/server/extension';
import { descriptionHtml, escapeHtml } from '../description.js';
import { readRecruitmentSettings } from '../settings/operations.js';
import { cardOf, filterRows, number, openVacancies, searchInput, text, type VacancyCard } from './search.js';

/** An open vacancy with what a feed carries beside the card: address, salary, reference and the description's HTML. */
export interface FeedVacancy extends VacancyCard {
  postalCode: string;
  country: string;
  reference: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryUnit: string;
  descriptionHtml: string;
}

/** At most this many vacancies in one feed. */
const FEED_LIMIT = 200;

/** The open vacancies matching a search (as the overview takes it), for the RSS and job-board feeds. */
export const feedVacancies = defineOperation({
  name: 'vacancies.feed',
  access: { public: true },
  kind: 'read',
  input: searchInput.omit({ page: true }),
  async run(ctx, input): Promise<FeedVacancy[]> {
    const rows = filterRows(await openVacancies(ctx.em, input.locale, { withBlocks: true }), input).slice(0, FEED_LIMIT);
    const { newForDays } = await readRecruitmentSettings(ctx);
    return rows.map((row) => ({
      ...cardOf(row, newForDays),
      postalCode: text(row.data, 'postalCode'),
      country: text(row.data, 'country') || 'NL',
      reference: text(row.data, 'reference'),
      salaryMin: number(row.data, 'salaryMin'),
      salaryMax: number(row.data, 'salaryMax'),
      salaryUnit: text(row.data, 'salaryUnit') || 'MONTH',
      // Job boards require a description: a vacancy without text blocks gets its facts.
      descriptionHtml: descriptionHtml(row.blocks) || `<p>${escapeHtml(row.title)}: ${escapeHtml(text(row.data, 'department'))}, ${escapeHtml(text(row.data, 'locality'))}.</p>`,
    }));
  },
});

export const feedInput = z.object({});
