import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Guarded, invoke, type GraphQLContext } from '@blokwerk/server/extension';
import { VacancyCardType } from '../vacancies/graphql.js';
import { listHighlightedCards, listHighlights, setHighlights } from './operations.js';

@Resolver()
export class HighlightsResolver {
  @Query(() => [Int], { description: 'The highlighted vacancies\' page ids, in order (at most 6).' })
  @Guarded(listHighlights)
  vacancyHighlights(@Ctx() { ctx }: GraphQLContext) {
    return invoke(listHighlights, ctx, {});
  }

  @Query(() => [VacancyCardType], { description: 'The highlighted vacancies of a locale that are open, in order.' })
  @Guarded(listHighlightedCards)
  highlightedVacancies(@Arg('locale') locale: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listHighlightedCards, ctx, { locale });
  }

  @Mutation(() => [Int], { description: 'Replaces the highlighted vacancies; more than 6 is V_07.' })
  @Guarded(setHighlights)
  setVacancyHighlights(@Arg('pageIDs', () => [Int]) pageIDs: number[], @Ctx() { ctx }: GraphQLContext) {
    return invoke(setHighlights, ctx, { pageIDs });
  }
}
