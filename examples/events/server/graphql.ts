import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded, invoke, type GraphQLContext } from '@blokwerk/server/extension';
import { addNotice, listNotices, removeNotice, type NoticeView } from './operations.js';

@ObjectType('EventNotice', { description: 'A short notice on an event page.' })
class EventNoticeType implements NoticeView {
  @Field(() => Int) id!: number;
  @Field(() => Int) pageID!: number;
  @Field() text!: string;
  @Field() createdAt!: Date;
}

@Resolver()
export class EventsResolver {
  @Query(() => [EventNoticeType])
  @Guarded(listNotices)
  eventNotices(@Arg('pageID', () => Int) pageID: number, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listNotices, ctx, { pageID });
  }

  @Mutation(() => EventNoticeType)
  @Guarded(addNotice)
  addEventNotice(@Arg('pageID', () => Int) pageID: number, @Arg('text') text: string, @Ctx() { ctx }: GraphQLContext) {
    return invoke(addNotice, ctx, { pageID, text });
  }

  @Mutation(() => Int, { description: "The removed notice's id." })
  @Guarded(removeNotice)
  async removeEventNotice(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    return (await invoke(removeNotice, ctx, { id })).id;
  }
}
