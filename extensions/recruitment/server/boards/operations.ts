import { z } from 'zod';
import { content, defineOperation, type ContentPage } from '@blokwerk/server/extension';
import { readRecruitmentSettings } from '../settings/operations.js';
import { feedVacancyOf, type FeedVacancy } from '../vacancies/feed.js';
import { openVacancies } from '../vacancies/search.js';
import { amsterdamToday, isPastClosing, postsToBoards } from '../vacancy.js';
import { BOARDS, boardFactsOf, boardLacks, validFor, type Board, type BoardLack } from './rules.js';
import { vacancyListTags } from '../vacancies/list-tags.js';

/** A board's verdict on a vacancy: what it lacks (none: OK). */
export interface BoardVerdict {
  board: Board;
  lacks: BoardLack[];
}

/** A vacancy posted to the boards, as the report shows it. */
export interface BoardReportItem {
  pageID: number;
  locale: string;
  title: string;
  /** Unpublished: no feed carries it yet (the report judges its latest version). */
  published: boolean;
  /** Past its closing date: no feed carries it any more. */
  closed: boolean;
  boards: BoardVerdict[];
}

/**
 * A board's feed of a locale: the open, published vacancies whose 'Post to job boards' is on and
 * that lack nothing the board requires (boards/rules.ts), newest first. All of them: Indeed wants
 * every job the employer posts.
 */
export const boardFeed = defineOperation({
  name: 'boards.feed',
  access: { public: true },
  kind: 'read',
  tags: vacancyListTags,
  input: z.strictObject({ board: z.enum(BOARDS), locale: z.string().trim().min(2).max(16) }),
  async run(ctx, input): Promise<FeedVacancy[]> {
    const rows = await openVacancies(ctx, input.locale, { withBlocks: true });
    const { newForDays, recruiterEmail } = await readRecruitmentSettings(ctx);
    const today = amsterdamToday();
    return rows
      .filter((row) => postsToBoards(row.data) && validFor(input.board, boardFactsOf(row.data, row.blocks, recruiterEmail ?? ''), today))
      .map((row) => feedVacancyOf(row, newForDays));
  },
});

/** The report's order: by locale, then title. */
const byLocaleAndTitle = (a: ContentPage, b: ContentPage) => a.locale.localeCompare(b.locale) || a.title.localeCompare(b.title) || a.id - b.id;

/**
 * Every vacancy whose 'Post to job boards' is on, in every locale, with what it lacks per board:
 * its published version, or its latest while it has none (content.latestPages: editors').
 */
export const boardReport = defineOperation({
  name: 'boards.report',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.strictObject({}),
  async run(ctx): Promise<BoardReportItem[]> {
    const pages = await content.all((after) => content.latestPages(ctx, { type: 'vacancy', blocks: true, after, limit: 1000 }));
    const rows = pages.filter((page) => postsToBoards(page.typeData)).toSorted(byLocaleAndTitle);
    const { recruiterEmail } = await readRecruitmentSettings(ctx);
    const today = amsterdamToday();
    return rows.map((row) => {
      const facts = boardFactsOf(row.typeData, row.blocks, recruiterEmail ?? '');
      return {
        pageID: row.id,
        locale: row.locale,
        title: row.title,
        published: row.published,
        closed: isPastClosing(facts.closingDate ?? undefined),
        boards: BOARDS.map((board) => ({ board, lacks: boardLacks(board, facts, today) })),
      };
    });
  },
});

/**
 * Who LinkedIn's feed names as each job's poster (its guide requires one): the recruitment
 * settings' `recruiterEmail`; null: none, and LinkedIn's feed carries no vacancy. Public, as the
 * feed that shows it is.
 */
export const boardPosterEmail = defineOperation({
  name: 'boards.posterEmail',
  access: { public: true },
  kind: 'read',
  input: z.strictObject({}),
  async run(ctx): Promise<{ email: string | null }> {
    return { email: (await readRecruitmentSettings(ctx)).recruiterEmail };
  },
});
