import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded, invoke, type GraphQLContext } from '@blokwerk/server/extension';
import { FeedVacancyType } from '../vacancies/graphql.js';
import { boardFeed, boardPosterEmail, boardReport, type BoardReportItem, type BoardVerdict } from './operations.js';
import type { Board, BoardLack, BoardLackCode } from './rules.js';

@ObjectType('JobBoardLack', { description: 'Something a vacancy lacks for a job board.' })
class BoardLackType implements BoardLack {
  @Field(() => String, {
    description: "'noDescription', 'descriptionTooShort', 'noPostalCode', 'noPayRange', 'postedTooLongAgo', 'noClosingDate' or 'noPosterEmail'.",
  })
  code!: BoardLackCode;
  @Field({ description: 'The board requires it: its feed leaves the vacancy out (else it only recommends it).' }) required!: boolean;
}

@ObjectType('JobBoardVerdict')
class BoardVerdictType implements BoardVerdict {
  @Field(() => String, { description: "'indeed', 'linkedin' or 'jooble'." }) board!: Board;
  @Field(() => [BoardLackType], { description: 'Empty: complete for the board.' }) lacks!: BoardLack[];
}

@ObjectType('JobBoardReportItem', { description: "A vacancy whose 'Post to job boards' is on, judged per board." })
class BoardReportItemType implements BoardReportItem {
  @Field(() => Int) pageID!: number;
  @Field() locale!: string;
  @Field() title!: string;
  @Field() published!: boolean;
  @Field() closed!: boolean;
  @Field(() => [BoardVerdictType]) boards!: BoardVerdict[];
}

@Resolver()
export class BoardsResolver {
  @Query(() => [FeedVacancyType], { description: "A job board's feed of a locale: the open vacancies posted to boards that lack nothing it requires." })
  @Guarded(boardFeed)
  jobBoardFeed(@Arg('board') board: string, @Arg('locale') locale: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(boardFeed, ctx, { board, locale });
  }

  @Query(() => String, {
    nullable: true,
    description: "Who LinkedIn's feed names as each job's poster (the recruitment settings' recruiterEmail); null: none, and its feed carries no vacancy.",
  })
  @Guarded(boardPosterEmail)
  async jobBoardPosterEmail(@Ctx() { ctx }: GraphQLContext) {
    return (await invoke(boardPosterEmail, ctx, {})).email;
  }

  @Query(() => [BoardReportItemType], { description: 'Every vacancy posted to boards and what it lacks per board (edit-page).' })
  @Guarded(boardReport)
  jobBoardReport(@Ctx() { ctx }: GraphQLContext) {
    return invoke(boardReport, ctx, {});
  }
}
