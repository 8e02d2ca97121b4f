import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded, invoke, type GraphQLContext } from '@blokwerk/server/extension';
import { getRecruitmentSettings, updateRecruitmentSettings, type RecruitmentSettingsView } from './operations.js';

@ObjectType('RecruitmentSettings', { description: 'The employer the vacancies are of.' })
class RecruitmentSettingsType implements RecruitmentSettingsView {
  @Field({ description: 'Empty: the site\'s name.' }) organisationName!: string;
  @Field(() => String, { nullable: true, description: 'Its own website; null: the site itself.' }) website!: string | null;
  @Field(() => Int, { description: "Days from posting that a vacancy carries the 'new' badge (0: never)." }) newForDays!: number;
}

@InputType('RecruitmentSettingsInput')
class RecruitmentSettingsInput {
  @Field() organisationName!: string;
  @Field(() => String, { nullable: true }) website?: string | null;
  @Field(() => Int, { nullable: true, description: 'Unchanged when absent.' }) newForDays?: number;
}

@Resolver()
export class RecruitmentSettingsResolver {
  @Query(() => RecruitmentSettingsType)
  @Guarded(getRecruitmentSettings)
  recruitmentSettings(@Ctx() { ctx }: GraphQLContext) {
    return invoke(getRecruitmentSettings, ctx, {});
  }

  @Mutation(() => RecruitmentSettingsType)
  @Guarded(updateRecruitmentSettings)
  updateRecruitmentSettings(@Arg('input') input: RecruitmentSettingsInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(updateRecruitmentSettings, ctx, { ...input });
  }
}
