import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { ContentCheckProblemType } from '../checks/graphql.js';
import { contentChecksOfVersion } from '../checks/operations.js';
import { PublicationRequestType } from './graphql.js';
import type { PublicationRequestView } from './views.js';

/** A request shows the reviewer what the checks still find in the requested version. */
@Resolver(() => PublicationRequestType)
export class PublicationRequestChecksResolver {
  @FieldResolver(() => [ContentCheckProblemType], { description: "The content checks' problems of the requested version." })
  @Guarded(contentChecksOfVersion)
  async problems(@Root() request: PublicationRequestView, @Ctx() { ctx }: GraphQLContext) {
    return (await invoke(contentChecksOfVersion, ctx, { pageVersionID: request.pageVersionID })).problems;
  }
}
