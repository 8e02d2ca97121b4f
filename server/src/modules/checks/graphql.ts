import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Field, InputType, Int, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { derivedClass } from '../../graphql/derive/types.js';
import { derivedResolver, rootField } from '../../graphql/derive/resolver.js';
import { invoke } from '../../operations/invoke.js';
import { contentCheckCatalogue, contentChecksOfDraft, contentChecksOfVersion, setBlockingChecks } from './operations.js';
import { checkProblemView } from './views.js';

/** The problem type, for the fields of other modules that answer problems (releases, publication requests). */
export const ContentCheckProblemType = derivedClass(checkProblemView, 'output');

/** The content checks' root fields; types and arguments are derived from the operations' schemas (views.ts, operations.ts). */
export const ContentChecksResolver = derivedResolver('ContentChecks', {
  query: {
    contentChecks: rootField(contentChecksOfVersion, { description: 'The problems the content checks find in a stored version.', answers: 'problems' }),
  },
  mutation: {
    setBlockingContentChecks: rootField(setBlockingChecks, {
      description: 'The checks whose problems block publication; answers the stored ids.',
      answers: 'ids',
    }),
  },
});

@InputType('ContentChecksDraftInput', { description: 'An unsaved draft of a page, as the editor holds it.' })
class ContentChecksDraftInput {
  @Field({ nullable: true }) title?: string;
  @Field({ nullable: true }) seoTitle?: string;
  @Field({ nullable: true }) seoDescription?: string;
  @Field(() => GraphQLJSON, { nullable: true }) seoImage?: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) blocks?: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) typeData?: unknown;
}

/**
 * Still hand-written: GraphQL sends the draft as one argument, REST as the body beside the page
 * in the path, and the draft's defaults are not GraphQL's (docs: "Work in progress").
 */
@Resolver()
export class ContentChecksDraftResolver {
  @Query(() => [ContentCheckProblemType], { description: 'The problems of an unsaved draft of a page; nothing is stored.' })
  @Guarded(contentChecksOfDraft)
  async contentChecksOfDraft(
    @Arg('pageID', () => Int) pageID: number,
    @Arg('draft', () => ContentChecksDraftInput) draft: ContentChecksDraftInput,
    @Ctx() { ctx }: GraphQLContext,
  ) {
    return (await invoke(contentChecksOfDraft, ctx, { pageID, ...draft })).problems;
  }
}

/** The catalogue, after the draft's checks as schema.graphql has always listed them. */
export const ContentCheckCatalogueResolver = derivedResolver('ContentCheckCatalogue', {
  query: {
    contentCheckCatalogue: rootField(contentCheckCatalogue, { description: 'Every content check, and whether it blocks publication.', answers: 'items' }),
  },
});
