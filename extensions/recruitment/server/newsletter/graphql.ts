import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { CursorListArgs, CursorListFields, DomainError, Guarded, invoke, type GraphQLContext, type ListPage } from '@blokwerk/server/extension';
import type { Frequency } from './entities.js';
import { deleteSubscriber, listSubscribers, type SubscriberView } from './operations.js';
import { readPreferences, type PreferencesView } from './preferences.js';

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
  @Field(() => [String], { description: 'Alerts for these employment types (schema.org values) only; empty: all.' }) employmentTypes!: string[];
  @Field(() => String, { description: 'instant or weekly (a digest on Monday morning)' }) frequency!: Frequency;
  @Field() createdAt!: string;
  @Field(() => String, { nullable: true }) confirmedAt!: string | null;
}

@ObjectType('NewsletterSubscriberList')
class SubscriberListType extends CursorListFields implements ListPage<SubscriberView> {
  @Field(() => [SubscriberType]) items!: SubscriberView[];
  @Field(() => Int) totalItems!: number;
}

@Resolver()
export class NewsletterResolver {
  @Query(() => SubscriberListType, { description: 'Columns: createdAt, email, lastName, status.' })
  @Guarded(listSubscribers)
  newsletterSubscribers(@Args(() => CursorListArgs) args: CursorListArgs, @Ctx() { ctx }: GraphQLContext) {
    return invoke(listSubscribers, ctx, { ...args });
  }

  @Mutation(() => Boolean)
  @Guarded(deleteSubscriber)
  async deleteNewsletterSubscriber(@Arg('id', () => Int) id: number, @Ctx() { ctx }: GraphQLContext) {
    await invoke(deleteSubscriber, ctx, { id });
    return true;
  }
}

@ObjectType('NewsletterPreferences', { description: "A subscriber's alert preferences, as the alert mails' preferences link shows them." })
class PreferencesType implements PreferencesView {
  @Field() email!: string;
  @Field({ description: 'Whether vacancy alerts are mailed.' }) alerts!: boolean;
  @Field(() => [String]) departments!: string[];
  @Field(() => [String]) localities!: string[];
  @Field(() => [String], { description: 'schema.org employmentType values.' }) employmentTypes!: string[];
  @Field({ description: 'nl or en: the language of the mails.' }) locale!: string;
  @Field(() => String, { description: 'instant or weekly' }) frequency!: Frequency;
}

/** The site's preferences page (site/alerts/PreferencesPage.astro) reads what the mailed link names. */
@Resolver()
export class PreferencesResolver {
  @Query(() => PreferencesType, { nullable: true, description: 'null: the link is not valid (mistyped, or the subscription is gone).' })
  @Guarded(readPreferences)
  async newsletterPreferences(
    @Arg('id', () => Int) id: number,
    @Arg('token', () => String) token: string,
    @Ctx() { ctx }: GraphQLContext,
  ): Promise<PreferencesView | null> {
    try {
      return await invoke(readPreferences, ctx, { id, token });
    } catch (error) {
      if (error instanceof DomainError && error.status < 500) return null;
      throw error;
    }
  }
}
