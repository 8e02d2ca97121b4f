import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { getSettings, updateSettings, type SettingsView } from './operations.js';

@ObjectType('Settings', { description: 'Site-wide locale settings.' })
export class SettingsType implements SettingsView {
  @Field(() => [String], { description: 'Locales pages may be written in (language part only).' })
  availableLocales!: string[];

  @Field({ description: 'The locale served without a path prefix.' })
  defaultLocale!: string;

  @Field(() => [String], { description: 'Locales whose translations carry their own slug.' })
  customSlugLocales!: string[];
}

@InputType('SettingsInput')
export class SettingsInput implements SettingsView {
  @Field(() => [String])
  availableLocales!: string[];

  @Field()
  defaultLocale!: string;

  @Field(() => [String])
  customSlugLocales!: string[];
}

@Resolver()
export class SettingsResolver {
  @Query(() => SettingsType)
  @Guarded(getSettings)
  settings(@Ctx() { ctx }: GraphQLContext): Promise<SettingsView> {
    return invoke(getSettings, ctx, {});
  }

  @Mutation(() => SettingsType)
  @Guarded(updateSettings)
  updateSettings(@Arg('input', () => SettingsInput) input: SettingsInput, @Ctx() { ctx }: GraphQLContext): Promise<SettingsView> {
    return invoke(updateSettings, ctx, input);
  }
}
