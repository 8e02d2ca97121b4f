import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Guarded } from '../graphql/access.js';
import type { GraphQLContext } from '../graphql/context.js';
import { invoke } from '../operations/invoke.js';
import { getContentModel, type ContentModelView, type FieldView } from './operations.js';

@ObjectType('SelectOption')
export class SelectOptionType {
  @Field()
  value!: string;

  @Field()
  label!: string;
}

/** One field of a page or block type; the properties that do not apply to its type are null. */
@ObjectType('ContentField')
export class ContentFieldType {
  @Field()
  name!: string;

  @Field()
  label!: string;

  @Field({ description: 'text, richText, number, boolean, select, date, link, image, file, video, pageType or list.' })
  type!: string;

  @Field()
  required!: boolean;

  @Field(() => String, { nullable: true })
  help?: string;

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

  @Field()
  label!: string;

  @Field({ description: 'Material icon name.' })
  icon!: string;

  @Field(() => [ContentFieldType])
  fields!: readonly FieldView[];
}

@ObjectType('PageType')
export class PageTypeType {
  @Field()
  id!: string;

  @Field()
  label!: string;

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
}

@Resolver()
export class ContentModelResolver {
  @Query(() => ContentModelType, { description: 'The page and block types declared by the host application.' })
  @Guarded(getContentModel)
  contentModel(@Ctx() { ctx }: GraphQLContext) {
    return invoke(getContentModel, ctx, {});
  }
}
