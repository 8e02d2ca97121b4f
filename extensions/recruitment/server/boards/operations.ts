import { z } from 'zod';
import { defineOperation } from '@blokwerk/server/extension';
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
    const rows = await openVacancies(ctx.em, input.locale, { withBlocks: true });
    const { newForDays, recruiterEmail } = await readRecruitmentSettings(ctx);
    const today = amsterdamToday();
    return rows
      .filter((row) => postsToBoards(row.data) && validFor(input.board, boardFactsOf(row.data, row.blocks, recruiterEmail ?? ''), today))
      .map((row) => feedVacancyOf(row, newForDays));
  },
});

interface ReportRow {
  pageID: number;
  locale: string;
  title: string;
  data: Record<string, unknown>;
  blocks: unknown;
  published: boolean;
}

/**
 * Every vacancy whose 'Post to job boards' is on, in every locale, with what it lacks per board:
 * its published version, or its latest while it has none. One query.
 */
export const boardReport = defineOperation({
  name: 'boards.report',
  access: { permission: 'edit-page' },
  kind: 'read',
  input: z.strictObject({}),
  async run(ctx): Promise<BoardReportItem[]> {
    const rows = await ctx.em.execute<ReportRow[]>(
      `select p."id" as "pageID", p."locale", v."title", v."type_data" as "data", v."blocks", p."published_version_id" is not null as "published"
         from "page" p
         join "page_version" v on v."id" = coalesce(p."published_version_id", p."head_version_id")
        where p."type" = 'vacancy' and (v."type_data"->'postToBoards') is distinct from 'false'::jsonb
        order by p."locale", v."title", p."id"`,
    );
    const { recruiterEmail } = await readRecruitmentSettings(ctx);
    const today = amsterdamToday();
    return rows.map((row) => {
      const facts = boardFactsOf(row.data, row.blocks, recruiterEmail ?? '');
      return {
        pageID: row.pageID,
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
