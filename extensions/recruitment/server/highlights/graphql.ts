import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded, invoke, type GraphQLContext } from '@blokwerk/server/extension';
import { VacancyCardType } from '../vacancies/graphql.js';
import { highlightStates, listHighlightedCards, listHighlights, setHighlights, type HighlightProblem, type HighlightState } from './operations.js';

@ObjectType('VacancyHighlightState', { description: 'Whether the site can show a highlighted vacancy.' })
class HighlightStateType implements HighlightState {
  @Field(() => Int) pageID!: number;
  @Field() title!: string;
  @Field(() => String, { nullable: true, description: "'unpublished', 'closed' (past its closing date), or null while open." }) problem!: HighlightProblem;
}

@Resolver()
export class HighlightsResolver {
  @Query(() => [Int], { description: "The highlighted vacancies' page ids, in order (at most 6)." })
  @Guarded(listHighlights)
  vacancyHighlights(@Ctx() { ctx }: GraphQLContext) {
    return invoke(listHighlights, ctx, {});
  }

  @Query(() => [VacancyCardType], { description: 'The highlighted vacancies of a locale that are open, in order.' })
  @Guarded(listHighlightedCards)
  highlightedVacancies(@Arg('locale') locale: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listHighlightedCards, ctx, { locale });
  }

  @Query(() => [HighlightStateType], { description: 'The title of each vacancy named, and whether the site can show it (the highlights screen warns).' })
  @Guarded(highlightStates)
  vacancyHighlightStates(@Arg('pageIDs', () => [Int]) pageIDs: number[], @Ctx() { ctx }: GraphQLContext) {
    return invoke(highlightStates, ctx, { pageIDs });
  }

  @Mutation(() => [Int], { description: 'Replaces the highlighted vacancies; more than 6 is V_07.' })
  @Guarded(setHighlights)
  setVacancyHighlights(@Arg('pageIDs', () => [Int]) pageIDs: number[], @Ctx() { ctx }: GraphQLContext) {
    return invoke(setHighlights, ctx, { pageIDs });
  }
}
