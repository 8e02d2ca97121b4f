import { Args, ArgsType, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded, invoke, type GraphQLContext } from '@blokwerk/server/extension';
import { searchVacancies, type Facet, type VacancyCard, type VacancySearch } from './search.js';

@ObjectType('VacancyCard', { description: 'An open vacancy as the overview lists it.' })
export class VacancyCardType implements VacancyCard {
  @Field(() => Int) pageID!: number;
  @Field() slug!: string;
  @Field() title!: string;
  @Field(() => Int) hoursMin!: number;
  @Field(() => Int, { nullable: true }) hoursMax!: number | null;
  @Field() department!: string;
  @Field() locality!: string;
  @Field() employmentType!: string;
  @Field() workplace!: string;
  @Field() datePosted!: string;
  @Field({ description: 'Posted within the last 14 days.' }) isNew!: boolean;
  @Field() highlighted!: boolean;
}

@ObjectType('VacancyFacet')
class FacetType implements Facet {
  @Field() value!: string;
  @Field(() => Int) count!: number;
}

@ObjectType('VacancySearch')
class VacancySearchType implements VacancySearch {
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => [VacancyCardType]) items!: VacancyCard[];
  @Field(() => [FacetType]) departments!: Facet[];
  @Field(() => [FacetType]) localities!: Facet[];
  @Field(() => [FacetType]) employmentTypes!: Facet[];
}

@ArgsType()
class VacancySearchArgs {
  @Field() locale!: string;
  @Field({ nullable: true }) term?: string;
  @Field({ nullable: true }) department?: string;
  @Field({ nullable: true }) locality?: string;
  @Field({ nullable: true }) employmentType?: string;
  @Field(() => Int, { nullable: true }) page?: number;
}

@Resolver()
export class VacanciesResolver {
  @Query(() => VacancySearchType, { description: 'Open vacancies matching a term and filters, a page at a time.' })
  @Guarded(searchVacancies)
  vacancies(@Args() args: VacancySearchArgs, @Ctx() { ctx }: GraphQLContext) {
    // An argument sent as null means "not given".
    return invoke(searchVacancies, ctx, Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null && value !== undefined)));
  }
}
