import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded, invoke, type GraphQLContext } from '@blokwerk/server/extension';
import {
  getRecruitmentSettings,
  getRecruitmentSettingsForEditing,
  updateRecruitmentSettings,
  type PublicRecruitmentSettings,
  type RecruitmentSettingsView,
} from './operations.js';

@ObjectType('RecruitmentSettings', {
  description: 'What the site shows of the recruitment settings: the employer the vacancies are of, how long a vacancy is new, how to reach the employer.',
})
class PublicRecruitmentSettingsType implements PublicRecruitmentSettings {
  @Field({ description: "Empty: the site's name." }) organisationName!: string;
  @Field(() => String, { nullable: true, description: 'Its own website; null: the site itself.' }) website!: string | null;
  @Field(() => Int, { description: "Days from posting that a vacancy carries the 'new' badge (0: never)." }) newForDays!: number;
  @Field({ description: 'How a visitor reaches the employer when applying online fails; empty: not given.' }) contactTelephone!: string;
  @Field() contactEmail!: string;
  @Field() contactAddress!: string;
}

@ObjectType('RecruitmentSettingsForEditing', { description: 'Every recruitment setting (manage-settings).' })
class RecruitmentSettingsType extends PublicRecruitmentSettingsType implements RecruitmentSettingsView {
  @Field(() => String, { nullable: true, description: 'Where new applications are announced (a link to the admin, never the files); null: nobody.' })
  recruiterEmail!: string | null;
  @Field(() => Int, {
    description:
      'Days at least that a rejected application is kept when its applicant consented to be kept (each stage keeps its own retention days otherwise).',
  })
  retentionConsentDays!: number;
}

@InputType('RecruitmentSettingsInput')
class RecruitmentSettingsInput {
  @Field() organisationName!: string;
  @Field(() => String, { nullable: true }) website?: string | null;
  @Field(() => Int, { nullable: true, description: 'Unchanged when absent.' }) newForDays?: number;
  @Field({ nullable: true, description: 'Unchanged when absent.' }) contactTelephone?: string;
  @Field({ nullable: true, description: 'Unchanged when absent.' }) contactEmail?: string;
  @Field({ nullable: true, description: 'Unchanged when absent.' }) contactAddress?: string;
  @Field(() => String, { nullable: true, description: 'Unchanged when absent; empty: nobody is mailed.' }) recruiterEmail?: string | null;
  @Field(() => Int, { nullable: true, description: 'Unchanged when absent (1–1095).' }) retentionConsentDays?: number;
}

@Resolver()
export class RecruitmentSettingsResolver {
  @Query(() => PublicRecruitmentSettingsType)
  @Guarded(getRecruitmentSettings)
  recruitmentSettings(@Ctx() { ctx }: GraphQLContext) {
    return invoke(getRecruitmentSettings, ctx, {});
  }

  @Query(() => RecruitmentSettingsType)
  @Guarded(getRecruitmentSettingsForEditing)
  recruitmentSettingsForEditing(@Ctx() { ctx }: GraphQLContext) {
    return invoke(getRecruitmentSettingsForEditing, ctx, {});
  }

  @Mutation(() => RecruitmentSettingsType)
  @Guarded(updateRecruitmentSettings)
  updateRecruitmentSettings(@Arg('input') input: RecruitmentSettingsInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(updateRecruitmentSettings, ctx, { ...input });
  }
}
