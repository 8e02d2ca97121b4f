import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded, invoke, type GraphQLContext } from '@blokwerk/server/extension';
import {
  deleteCandidateMailTemplate,
  listApplicationMails,
  listCandidateMailTemplates,
  previewCandidateMail,
  previewCandidateMailTemplate,
  saveCandidateMailTemplate,
  type CandidateMailPreview,
  type CandidateMailTemplateView,
  type FilledMail,
  type SentMailView,
} from './operations.js';

@InputType('CandidateMailTemplateInput')
class CandidateMailTemplateInput {
  @Field(() => Int) stageID!: number;
  @Field({ description: 'One of the site’s locales.' }) locale!: string;
  @Field({ description: 'May use {name}, {vacancy}, {company}, {stage}, {statusLink}; other placeholders are V_12.' }) subject!: string;
  @Field() body!: string;
}

@ObjectType('CandidateMailTemplate', { description: 'A stage’s mail in one locale, with its placeholders.' })
class CandidateMailTemplateType implements CandidateMailTemplateView {
  @Field(() => Int) stageID!: number;
  @Field() locale!: string;
  @Field() subject!: string;
  @Field() body!: string;
  @Field() updatedAt!: string;
}

@ObjectType('CandidateMailPreview', {
  description: 'The mail a move offers: the template in the applicant’s locale, filled in but {statusLink}, which only the mail sent carries filled in.',
})
class CandidateMailPreviewType implements CandidateMailPreview {
  @Field({ description: 'The applicant’s address.' }) to!: string;
  @Field() locale!: string;
  @Field() subject!: string;
  @Field() body!: string;
}

@ObjectType('FilledCandidateMail', { description: 'A template filled in with sample values.' })
class FilledMailType implements FilledMail {
  @Field() subject!: string;
  @Field() body!: string;
}

@ObjectType('SentCandidateMail', {
  description: 'A mail sent to the applicant, as sent but for its links to the applicant’s pages: a neutral text in their language.',
})
class SentMailType implements SentMailView {
  @Field(() => Int) id!: number;
  @Field() at!: string;
  @Field(() => String, { nullable: true, description: 'The recruiter who sent it; null: the site (the confirmation).' }) authorEmail!: string | null;
  @Field() recipient!: string;
  @Field() subject!: string;
  @Field() body!: string;
}

@ObjectType('CandidateMailTemplateDeletion')
class DeletionType {
  @Field({ description: 'false: there was none.' }) deleted!: boolean;
}

@Resolver()
export class CandidateMailsResolver {
  @Query(() => [CandidateMailTemplateType], { description: 'A stage’s templates, one per locale that has one.' })
  @Guarded(listCandidateMailTemplates)
  candidateMailTemplates(@Arg('stageID', () => Int) stageID: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listCandidateMailTemplates, ctx, { stageID });
  }

  @Query(() => CandidateMailPreviewType, {
    nullable: true,
    description: 'The mail moving the application to the stage offers; null: the stage has no template in the applicant’s locale.',
  })
  @Guarded(previewCandidateMail)
  async candidateMailPreview(
    @Arg('applicationID', () => Int) applicationID: number,
    @Arg('stageID', () => Int) stageID: number,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return (await invoke(previewCandidateMail, ctx, { applicationID, stageID })).preview;
  }

  @Query(() => FilledMailType, { description: 'A template being edited, filled in with sample values.' })
  @Guarded(previewCandidateMailTemplate)
  candidateMailTemplatePreview(@Arg('input') input: CandidateMailTemplateInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(previewCandidateMailTemplate, ctx, { ...input });
  }

  @Query(() => [SentMailType], { description: 'The mails sent to the application’s applicant, newest first.' })
  @Guarded(listApplicationMails)
  applicationMails(@Arg('applicationID', () => Int) applicationID: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listApplicationMails, ctx, { applicationID });
  }

  @Mutation(() => CandidateMailTemplateType)
  @Guarded(saveCandidateMailTemplate)
  saveCandidateMailTemplate(@Arg('input') input: CandidateMailTemplateInput, @Ctx() { ctx }: GraphQLContext) {
    return invoke(saveCandidateMailTemplate, ctx, { ...input });
  }

  @Mutation(() => DeletionType)
  @Guarded(deleteCandidateMailTemplate)
  deleteCandidateMailTemplate(@Arg('stageID', () => Int) stageID: number, @Arg('locale') locale: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(deleteCandidateMailTemplate, ctx, { stageID, locale });
  }
}
