import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded, invoke, ListArgs, type GraphQLContext, type ListPage } from '@blokwerk/server/extension';
import { deleteSubscriber, listSubscribers, type SubscriberView } from './operations.js';

@ObjectType('NewsletterSubscriber', { description: 'A newsletter subscriber; pending until the mailed link is followed.' })
class SubscriberType implements SubscriberView {
  @Field(() => Int) id!: number;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field({ description: 'pending or confirmed' }) status!: 'pending' | 'confirmed';
  @Field({ description: 'Whether vacancy alerts are mailed.' }) alerts!: boolean;
  @Field(() => [String], { description: 'Alerts for these departments only; empty: all.' }) departments!: string[];
  @Field(() => [String], { description: 'Alerts for these places only; empty: all.' }) localities!: string[];
  @Field() createdAt!: string;
  @Field(() => String, { nullable: true }) confirmedAt!: string | null;
}

@ObjectType('NewsletterSubscriberList')
class SubscriberListType implements ListPage<SubscriberView> {
  @Field(() => [SubscriberType]) items!: SubscriberView[];
  @Field(() => Int) totalItems!: number;
}

@Resolver()
export class NewsletterResolver {
  @Query(() => SubscriberListType, { description: 'Columns: createdAt, email, lastName, status.' })
  @Guarded(listSubscribers)
  newsletterSubscribers(@Args(() => ListArgs) args: ListArgs, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listSubscribers, ctx, { ...args });
  }

  @Mutation(() => Boolean)
  @Guarded(deleteSubscriber)
  async deleteNewsletterSubscriber(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    await invoke(deleteSubscriber, ctx, { id });
    return true;
  }
}
