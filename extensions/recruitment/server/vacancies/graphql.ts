import { Args, ArgsType, Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded, invoke, type GraphQLContext } from '@blokwerk/server/extension';
import { feedVacancies, type FeedVacancy } from './feed.js';
import { searchVacancies, type Facet, type VacancyCard, type VacancySearch } from './search.js';
import type { SalaryCurrency, SalaryRange } from '../vacancy.js';

@ObjectType('VacancySalary', { description: "A vacancy's pay range; either bound may be missing, not both." })
class VacancySalaryType implements SalaryRange {
  @Field(() => Float, { nullable: true }) min!: number | null;
  @Field(() => Float, { nullable: true }) max!: number | null;
  @Field({ description: 'HOUR, MONTH or YEAR.' }) unit!: string;
  @Field(() => String, { description: 'ISO 4217 (EUR, GBP, USD …).' }) currency!: SalaryCurrency;
}

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
  @Field(() => VacancySalaryType, { nullable: true, description: 'Null when the vacancy names no pay.' }) salary!: SalaryRange | null;
  @Field() datePosted!: string;
  @Field({ description: "Within the recruitment settings' newForDays of its posting." }) isNew!: boolean;
  @Field({ description: 'The last day (YYYY-MM-DD) it is new.' }) newUntil!: string;
  @Field() highlighted!: boolean;
}

@ObjectType('FeedVacancy', { description: 'An open vacancy as the feeds carry it.' })
export class FeedVacancyType extends VacancyCardType implements FeedVacancy {
  @Field() street!: string;
  @Field() postalCode!: string;
  @Field() region!: string;
  @Field() country!: string;
  @Field() reference!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; null: open until further notice.' }) closingDate!: string | null;
  @Field({ description: 'The description blocks as HTML.' }) descriptionHtml!: string;
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
  @Field(() => [FacetType], { description: 'Public page tags of the vacancies matching the term.' }) tags!: Facet[];
}

@ArgsType()
class VacancyFilterArgs {
  @Field() locale!: string;
  @Field({ nullable: true }) term?: string;
  @Field({ nullable: true }) department?: string;
  @Field({ nullable: true }) locality?: string;
  @Field({ nullable: true }) employmentType?: string;
  @Field({ nullable: true, description: 'A public page tag (any case).' }) tag?: string;
}

@ArgsType()
class VacancySearchArgs extends VacancyFilterArgs {
  @Field(() => Int, { nullable: true }) page?: number;
}

/** An argument sent as null means "not given". */
const given = (args: object) => Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null && value !== undefined));

@Resolver()
export class VacanciesResolver {
  @Query(() => VacancySearchType, { description: 'Open vacancies matching a term and filters, a page at a time.' })
  @Guarded(searchVacancies)
  vacancies(@Args() args: VacancySearchArgs, @Ctx() { ctx }: GraphQLContext) {
    return invoke(searchVacancies, ctx, given(args));
  }

  @Query(() => [FeedVacancyType], { description: 'Open vacancies matching a term and filters, for the feeds (at most 200).' })
  @Guarded(feedVacancies)
  vacancyFeed(@Args() args: VacancyFilterArgs, @Ctx() { ctx }: GraphQLContext) {
    return invoke(feedVacancies, ctx, given(args));
  }
}
