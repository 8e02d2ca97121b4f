import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded, invoke, type GraphQLContext } from '@blokwerk/server/extension';
import { getConsentPolicy } from './operations.js';

@ObjectType('CookieConsentPolicy', { description: "The cookie policy the site's consent banner asks about." })
class CookieConsentPolicyType {
  @Field(() => Int, { description: 'Its revision: a visitor who consented under another one is asked again.' }) revision!: number;
}

/** The site reads the revision while rendering each page (site/consent/ConsentBanner.astro). */
@Resolver()
export class ConsentResolver {
  @Query(() => CookieConsentPolicyType)
  @Guarded(getConsentPolicy)
  cookieConsentPolicy(@Ctx() { ctx }: GraphQLContext) {
    return invoke(getConsentPolicy, ctx, {});
  }
}
