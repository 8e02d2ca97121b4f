import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { DomainError, Guarded, invoke, type GraphQLContext } from '@blokwerk/server/extension';
import { viewOwnApplication, type ApplicantView } from './operations.js';

@ObjectType('OwnApplicationVacancy')
class VacancyType {
  @Field() title!: string;
  @Field({ description: "The vacancy page's slug in its locale." }) slug!: string;
  @Field() locale!: string;
}

@ObjectType('OwnApplicationStage')
class StageType {
  @Field({ description: "In the applicant's language." }) label!: string;
  @Field(() => String, { description: "'open', or 'hired' / 'rejected': the application has ended." }) kind!: ApplicantView['stage']['kind'];
}

@ObjectType('OwnApplicationDocument')
class DocumentType {
  @Field() fileName!: string;
  @Field(() => Int, { description: 'Bytes.' }) size!: number;
}

@ObjectType('OwnApplicationMail')
class MailType {
  @Field() at!: string;
  @Field() subject!: string;
  @Field() body!: string;
}

@ObjectType('OwnApplication', {
  description: "What the applicant's own page shows: the vacancy, the stage, the documents sent (names, sizes), the mails received.",
})
class ApplicantViewType implements ApplicantView {
  @Field() locale!: string;
  @Field(() => VacancyType, { nullable: true, description: 'null: an open application, or the vacancy is gone.' }) vacancy!: VacancyType | null;
  @Field(() => StageType) stage!: StageType;
  @Field() createdAt!: string;
  @Field() stageChangedAt!: string;
  @Field(() => [DocumentType]) documents!: DocumentType[];
  @Field(() => [MailType], { description: 'Newest first.' }) mails!: MailType[];
}

/** The site's applicant page (site/pages/sollicitatie.astro) asks what the mailed link names. */
@Resolver()
export class ApplicantPageResolver {
  @Query(() => ApplicantViewType, { nullable: true, description: 'null: the link names no application (removed, or mistyped).' })
  @Guarded(viewOwnApplication)
  async ownApplication(@Arg('token', () => String) token: string, @Ctx() { ctx }: GraphQLContext): Promise<ApplicantView | null> {
    try {
      return await invoke(viewOwnApplication, ctx, { token });
    } catch (error) {
      if (error instanceof DomainError && error.status < 500) return null;
      throw error;
    }
  }
}
