import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { announcePresence, getPresence, leavePresence } from './operations.js';
import type { PageEditingState, PageHeadView, PresentEditorView } from './presence-rows.js';

@ObjectType('PresentEditor')
class PresentEditorType implements PresentEditorView {
  @Field(() => Int) userID!: number;
  @Field() name!: string;
  @Field(() => String, { nullable: true, description: 'The profile image URL; null without one.' }) image!: string | null;
  @Field({ description: 'Has unsaved changes in one of their tabs.' }) dirty!: boolean;
  @Field() since!: Date;
}

@ObjectType('PageHeadStorer')
class PageHeadStorerType {
  @Field(() => Int) id!: number;
  @Field() name!: string;
}

@ObjectType('PageHead')
class PageHeadType implements PageHeadView {
  @Field(() => Int) revision!: number;
  @Field(() => Int, { nullable: true }) versionID!: number | null;
  @Field(() => PageHeadStorerType, { nullable: true }) storedBy!: PageHeadView['storedBy'];
  @Field() storedAt!: Date;
}

@ObjectType('PagePresence')
class PagePresenceType implements PageEditingState {
  @Field(() => Int) pageID!: number;
  @Field(() => [PresentEditorType], { description: 'Everyone else with the page open in the editor.' }) editors!: PresentEditorView[];
  @Field(() => PageHeadType) head!: PageHeadView;
}

@ObjectType('PresenceAnnouncement')
class PresenceAnnouncementType {
  @Field(() => Int, { description: 'Without another announcement (or an open presence stream) the tab counts as gone after this long.' }) expiresInSeconds!: number;
}

/** The editors' presence on a page (operations.ts); the live stream is REST only (GET page/{id}/presence/stream). */
@Resolver()
export class PresenceResolver {
  @Query(() => PagePresenceType, { description: 'Who else has the page open in the editor, and its head version.' })
  @Guarded(getPresence)
  pagePresence(@Arg('pageID', () => Int) pageID: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(getPresence, ctx, { id: pageID });
  }

  @Mutation(() => PresenceAnnouncementType, { description: 'This tab has the page open: a heartbeat, and at once when dirty flips.' })
  @Guarded(announcePresence)
  announcePresence(@Arg('pageID', () => Int) pageID: number, @Arg('tabId') tabId: string, @Arg('dirty') dirty: boolean, @Ctx() { ctx }: GraphQLContext) {
    return invoke(announcePresence, ctx, { id: pageID, tabId, dirty });
  }

  @Mutation(() => Boolean, { description: 'This tab closed the page; answers whether it was there.' })
  @Guarded(leavePresence)
  async leavePresence(@Arg('pageID', () => Int) pageID: number, @Arg('tabId') tabId: string, @Ctx() { ctx }: GraphQLContext) {
    return (await invoke(leavePresence, ctx, { id: pageID, tabId })).left;
  }
}
