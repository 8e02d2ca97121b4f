import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import type { SiteFooterLinkView, SiteIdentityView, SiteImageView } from './site-identity.js';
import { getSiteIdentity, getSiteSettings, getSocialNetworks, updateSiteSettings } from './site-settings-operations.js';
import type { FontPair, MailSender, SiteColours, SiteSettingsDocument, SocialNetwork } from './site-settings-schema.js';

// One class per shape serves as output and input type alike (type-graphql allows both decorators).

@ObjectType('LocalizedText')
@InputType('LocalizedTextInput')
class LocalizedText {
  @Field() locale!: string;
  @Field() value!: string;
}

@ObjectType('LocalePage', { description: 'A page chosen for a locale (home page, 404 page).' })
@InputType('LocalePageInput')
class LocalePage {
  @Field() locale!: string;
  @Field(() => Int) pageId!: number;
}

@ObjectType('FooterLink', { description: 'A footer link of one locale: to a page of that locale or to a URL.' })
@InputType('FooterLinkInput')
class FooterLink {
  @Field() locale!: string;
  @Field() label!: string;
  @Field(() => Int, { nullable: true }) pageId!: number | null;
  @Field(() => String, { nullable: true }) url!: string | null;
}

@ObjectType('SocialProfile')
@InputType('SocialProfileInput')
class SocialProfile {
  @Field(() => String, { description: 'facebook, instagram, linkedin, x, youtube, mastodon, github or tiktok.' }) network!: SocialNetwork;
  @Field() url!: string;
}

@ObjectType('SiteColours', { description: 'Colours as #rrggbb; each text colour meets WCAG AA on its background.' })
@InputType('SiteColoursInput')
class SiteColoursType implements SiteColours {
  @Field() primary!: string;
  @Field() primaryText!: string;
  @Field() accent!: string;
  @Field() accentText!: string;
  @Field() background!: string;
  @Field() text!: string;
}

@ObjectType('MailSender', { description: 'Who every mail comes from.' })
@InputType('MailSenderInput')
class MailSenderType implements MailSender {
  @Field() name!: string;
  @Field() address!: string;
}

@ObjectType('SiteSettings', { description: 'Identity, footer, appearance and the chosen home and 404 pages, references as ids.' })
@InputType('SiteSettingsInput')
class SiteSettingsType implements SiteSettingsDocument {
  @Field(() => [LocalizedText]) siteName!: LocalizedText[];
  @Field(() => Int, { nullable: true }) logoId!: number | null;
  @Field(() => Int, { nullable: true }) faviconId!: number | null;
  @Field(() => Int, { nullable: true }) shareImageId!: number | null;
  @Field(() => [LocalizedText]) footerText!: LocalizedText[];
  @Field(() => [FooterLink]) footerLinks!: FooterLink[];
  @Field(() => [SocialProfile]) social!: SocialProfile[];
  @Field(() => SiteColoursType, { nullable: true }) colours!: SiteColoursType | null;
  @Field(() => String, { description: 'system, humanist, serif, classic or rounded.' }) fontPair!: FontPair;
  @Field(() => [LocalePage]) homePages!: LocalePage[];
  @Field(() => [LocalePage]) notFoundPages!: LocalePage[];
  @Field(() => MailSenderType, { nullable: true, description: 'Who every mail comes from; null: the server’s BLOKWERK_MAIL_FROM.' })
  mailSender!: MailSenderType | null;
}

@ObjectType('SiteImage')
class SiteImageType implements SiteImageView {
  @Field(() => Int) id!: number;
  @Field(() => Int, { nullable: true }) width!: number | null;
  @Field(() => Int, { nullable: true }) height!: number | null;
  @Field() alt!: string;
}

@ObjectType('SiteFooterLink')
class SiteFooterLinkType implements SiteFooterLinkView {
  @Field() label!: string;
  @Field(() => String, { nullable: true }) url!: string | null;
  @Field(() => String, { nullable: true, description: 'The linked page’s slug in this locale.' }) slug!: string | null;
}

@ObjectType('SocialNetwork', { description: 'A network the site has an icon for.' })
class SocialNetworkType {
  @Field() id!: string;
  @Field({ description: 'Its own name (a brand: not translated).' }) name!: string;
}

@ObjectType('SiteSocialLink')
class SiteSocialLinkType {
  @Field(() => String) network!: SocialNetwork;
  @Field({ description: 'The network’s own name.' }) name!: string;
  @Field() url!: string;
}

@ObjectType('SiteIdentity', { description: 'What the site shows of the settings in one locale.' })
class SiteIdentityType implements SiteIdentityView {
  @Field() locale!: string;
  @Field() siteName!: string;
  @Field(() => SiteImageType, { nullable: true }) logo!: SiteImageView | null;
  @Field(() => SiteImageType, { nullable: true }) favicon!: SiteImageView | null;
  @Field(() => SiteImageType, { nullable: true }) shareImage!: SiteImageView | null;
  @Field() footerText!: string;
  @Field(() => [SiteFooterLinkType]) footerLinks!: SiteFooterLinkView[];
  @Field(() => [SiteSocialLinkType]) social!: SiteIdentityView['social'];
  @Field(() => SiteColoursType, { nullable: true }) colours!: SiteColours | null;
  @Field(() => String) fontPair!: FontPair;
  @Field(() => String, { nullable: true, description: 'The chosen home page’s slug; null: the root slug’s page.' }) homeSlug!: string | null;
  @Field(() => String, { nullable: true, description: 'The chosen 404 page’s slug; null: the page with slug 404.' }) notFoundSlug!: string | null;
}

@Resolver()
export class SiteSettingsResolver {
  @Query(() => SiteIdentityType)
  @Guarded(getSiteIdentity)
  siteIdentity(@Arg('locale', () => String, { nullable: true }) locale: string | undefined, @Ctx() { ctx }: GraphQLContext): Promise<SiteIdentityView> {
    return invoke(getSiteIdentity, ctx, { locale: locale ?? undefined });
  }

  @Query(() => SiteSettingsType)
  @Guarded(getSiteSettings)
  siteSettings(@Ctx() { ctx }: GraphQLContext): Promise<SiteSettingsDocument> {
    return invoke(getSiteSettings, ctx, {});
  }

  @Query(() => [SocialNetworkType], { description: 'The networks social profiles may be on.' })
  @Guarded(getSocialNetworks)
  socialNetworks(@Ctx() { ctx }: GraphQLContext): Promise<SocialNetworkType[]> {
    return invoke(getSocialNetworks, ctx, {});
  }

  @Mutation(() => SiteSettingsType)
  @Guarded(updateSiteSettings)
  updateSiteSettings(@Arg('input', () => SiteSettingsType) input: SiteSettingsType, @Ctx() { ctx }: GraphQLContext): Promise<SiteSettingsDocument> {
    return invoke(updateSiteSettings, ctx, input);
  }
}
