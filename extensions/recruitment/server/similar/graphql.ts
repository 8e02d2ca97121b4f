import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Guarded, invoke, type GraphQLContext } from '@blokwerk/server/extension';
import { VacancyCardType } from '../vacancies/graphql.js';
import { similarVacancies } from './operations.js';

@Resolver()
export class SimilarVacanciesResolver {
  @Query(() => [VacancyCardType], { description: 'Up to three other open vacancies of the locale with the same department (first) or place, newest first.' })
  @Guarded(similarVacancies)
  similarVacancies(
    @Arg('locale') locale: string,
    @Arg('pageID', () => Int, { description: 'The vacancy itself, left out.' }) pageID: number,
    @Arg('department') department: string,
    @Arg('locality') locality: string,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return invoke(similarVacancies, ctx, { locale, pageID, department, locality });
  }
}
