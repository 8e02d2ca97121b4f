import { Arg, type ClassType, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Guarded } from '../../graphql/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { invoke } from '../../operations/invoke.js';
import { localize, type LocalizedText } from '../../content-model/labels.js';
import { getContentModel, type BlockTypeView, type ContentModelView, type FieldView } from './operations.js';

/*
 * Texts editors read (labels, help, descriptions) take the admin's interface language as a field
 * argument rather than the query's: Apollo caches each language's text apart, so a screen asking
 * in English never overwrites the Dutch labels another screen read for the same type.
 */
const LOCALE_ARG = { nullable: true, description: 'Interface language (en, nl, de, fr); English when absent or untranslated.' } as const;

@ObjectType('SelectOption')
export class SelectOptionType {
  @Field()
  value!: string;
}

/** One field of a page or block type; the properties that do not apply to its type are null. */
@ObjectType('ContentField')
export class ContentFieldType {
  @Field()
  name!: string;

  @Field({ description: 'text, richText, number, boolean, select, date, link, image, file, video, pageType or list.' })
  type!: string;

  @Field()
  required!: boolean;

  @Field(() => Int, { nullable: true })
  minLength?: number;

  @Field(() => Int, { nullable: true })
  maxLength?: number;

  @Field(() => Boolean, { nullable: true })
  multiline?: boolean;

  @Field(() => Number, { nullable: true })
  min?: number;

  @Field(() => Number, { nullable: true })
  max?: number;

  @Field(() => Boolean, { nullable: true })
  integer?: boolean;

  @Field(() => [SelectOptionType], { nullable: true })
  options?: SelectOptionType[];

  @Field(() => String, {
    nullable: true,
    description: "Select fields: the value a new block starts with; yes/no fields: 'true' or 'false' (the server fills it in when none is sent).",
  })
  default?: string;

  @Field(() => Boolean, { nullable: true, description: 'Image and file fields: more than one entry.' })
  multiple?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Image fields: the editor may crop.' })
  crop?: boolean;

  @Field(() => Int, { nullable: true })
  minItems?: number;

  @Field(() => Int, { nullable: true })
  maxItems?: number;

  @Field(() => [ContentFieldType], { nullable: true, description: 'List fields: the fields of each item.' })
  fields?: ContentFieldType[];
}

@ObjectType('BlockType')
export class BlockTypeType {
  @Field()
  id!: string;

  @Field({ description: "An icon name of the admin's set (docs/extensions.md); Widgets when the type names none." })
  icon!: string;

  @Field({ description: "The block picker's group: the id of one of blockCategories." })
  category!: string;

  @Field(() => String, { nullable: true, description: 'The field a collapsed block is summarised by; the first text-like one when null.' })
  summaryField?: string;

  @Field(() => [ContentFieldType])
  fields!: readonly FieldView[];
}

@ObjectType('BlockCategory', { description: 'A group of the block picker.' })
export class BlockCategoryType {
  @Field()
  id!: string;
}

@ObjectType('PageType')
export class PageTypeType {
  @Field()
  id!: string;

  @Field()
  slugPrefix!: string;

  @Field(() => [ContentFieldType], { description: 'The page-level fields (typeData).' })
  fields!: readonly FieldView[];

  @Field(() => [String], { nullable: true, description: 'Block types allowed on this page type; all when null.' })
  allowedBlocks?: readonly string[];

  @Field(() => String, { nullable: true, description: 'schema.org type rendered as JSON-LD.' })
  jsonLd?: string;
}

@ObjectType('ContentModel')
export class ContentModelType {
  @Field(() => [PageTypeType], { description: 'Page types an editor can choose (the blank type excluded).' })
  pageTypes!: ContentModelView['pageTypes'];

  @Field(() => [BlockTypeType])
  blockTypes!: ContentModelView['blockTypes'];

  @Field(() => [BlockCategoryType], { description: "The block picker's groups in order (those with blocks)." })
  blockCategories!: ContentModelView['blockCategories'];
}

/** The translated `label` of a content-model type whose declaration holds a LocalizedText label. */
function labelResolver(type: ClassType) {
  @Resolver(() => type)
  class LabelResolver {
    @FieldResolver(() => String)
    label(@Root() root: { label: LocalizedText }, @Arg('locale', () => String, LOCALE_ARG) locale?: string): string {
      return localize(root.label, locale);
    }
  }
  return LabelResolver;
}

const optional = (text: LocalizedText | undefined, locale: string | undefined) => (text === undefined ? null : localize(text, locale));

@Resolver(() => ContentFieldType)
export class ContentFieldTextsResolver {
  @FieldResolver(() => String, { nullable: true })
  help(@Root() field: FieldView, @Arg('locale', () => String, LOCALE_ARG) locale?: string): string | null {
    return optional(field.help, locale);
  }

  @FieldResolver(() => String, { nullable: true, description: 'List fields: what one item is called, in lower case ("column").' })
  itemLabel(@Root() field: FieldView, @Arg('locale', () => String, LOCALE_ARG) locale?: string): string | null {
    return optional(field.type === 'list' ? field.itemLabel : undefined, locale);
  }
}

@Resolver(() => BlockTypeType)
export class BlockTypeTextsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'One line the block picker shows under the name.' })
  description(@Root() type: BlockTypeView, @Arg('locale', () => String, LOCALE_ARG) locale?: string): string | null {
    return optional(type.description, locale);
  }

  @FieldResolver(() => [String], { description: "More words the block picker's search matches." })
  keywords(@Root() type: BlockTypeView, @Arg('locale', () => String, LOCALE_ARG) locale?: string): string[] {
    return type.keywords.map((keyword) => localize(keyword, locale));
  }
}

@Resolver()
export class ContentModelResolver {
  @Query(() => ContentModelType, { description: 'The page and block types declared by the host application.' })
  @Guarded(getContentModel)
  contentModel(@Ctx() { ctx }: GraphQLContext) {
    return invoke(getContentModel, ctx, {});
  }
}

/** Every resolver of the content model's GraphQL types. */
export const contentModelResolvers: [ClassType, ...ClassType[]] = [
  ContentModelResolver,
  ContentFieldTextsResolver,
  BlockTypeTextsResolver,
  ...[SelectOptionType, ContentFieldType, BlockTypeType, BlockCategoryType, PageTypeType].map(labelResolver),
];
