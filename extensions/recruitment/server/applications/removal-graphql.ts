import { Arg, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { DomainError, Guarded, invoke, type GraphQLContext } from '@blokwerk/server/extension';
import { checkRemovalLink, type RemovalLinkView } from './operations.js';

@ObjectType('ApplicationRemovalVacancy')
class RemovalVacancyType {
  @Field() title!: string;
  @Field({ description: "The vacancy page's slug in its locale." }) slug!: string;
  @Field() locale!: string;
}

@ObjectType('ApplicationRemoval', { description: "What the applicant's removal page shows of the application its link names." })
class RemovalLinkType implements RemovalLinkView {
  @Field() token!: string;
  @Field(() => RemovalVacancyType, { nullable: true, description: 'The published vacancy applied to; null: an open application, or the vacancy is gone.' })
  vacancy!: RemovalVacancyType | null;
}

/** The site's removal page (site/pages/sollicitatie-verwijderen.astro) asks what the mailed link names. */
@Resolver()
export class ApplicationRemovalResolver {
  @Query(() => RemovalLinkType, { nullable: true, description: 'null: the link names no application (removed already, or mistyped).' })
  @Guarded(checkRemovalLink)
  async applicationRemoval(@Arg('token', () => String) token: string, @Ctx() { ctx }: GraphQLContext): Promise<RemovalLinkView | null> {
    try {
      return await invoke(checkRemovalLink, ctx, { token });
    } catch (error) {
      if (error instanceof DomainError && error.status < 500) return null;
      throw error;
    }
  }
}
