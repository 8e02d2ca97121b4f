import { z } from 'zod';
import { defineOperation } from '../../operations/define.js';
import { fieldDefault, type FieldDef } from '../../content-model/fields.js';
import type { LocalizedText } from '../../content-model/labels.js';
import type { BlockCategory, BlockType, PageType } from '../../content-model/registry.js';

/**
 * A field as clients read it: `required` always present, a select's starting value worked out,
 * list items' fields likewise. Texts stay translatable; GraphQL picks the caller's language.
 */
export type FieldView = FieldDef extends infer F
  ? F extends FieldDef
    ? Omit<F, 'required' | 'fields' | 'default'> & { required: boolean; default?: string; fields?: FieldView[] }
    : never
  : never;

export type BlockTypeView = Omit<BlockType, 'fields' | 'icon' | 'category' | 'keywords'> & {
  icon: string;
  category: string;
  keywords: readonly LocalizedText[];
  fields: FieldView[];
};

export interface ContentModelView {
  pageTypes: (Omit<PageType, 'fields'> & { fields: FieldView[] })[];
  blockTypes: BlockTypeView[];
  blockCategories: BlockCategory[];
}

/** The icon and category of block types that name none (declared before blocks had them). */
export const GENERIC_BLOCK_ICON = 'Widgets';
export const FALLBACK_BLOCK_CATEGORY = 'other';

function fieldView(field: FieldDef): FieldView {
  return {
    ...field,
    required: field.required ?? false,
    // As text: a select's value, a yes/no field's 'true' or 'false'.
    ...(fieldDefault(field) !== undefined ? { default: String(fieldDefault(field)) } : {}),
    ...(field.type === 'list' ? { fields: field.fields.map(fieldView) } : {}),
  } as FieldView;
}

function blockTypeView(type: BlockType): BlockTypeView {
  return {
    ...type,
    icon: type.icon ?? GENERIC_BLOCK_ICON,
    category: type.category ?? FALLBACK_BLOCK_CATEGORY,
    keywords: type.keywords ?? [],
    fields: type.fields.map(fieldView),
  };
}

/** The registry as the admin renders forms from it; the blank type stays out of `pageTypes`. */
export const getContentModel = defineOperation({
  name: 'contentModel.get',
  access: { signedIn: true },
  kind: 'read',
  input: z.object({}),
  async run(ctx): Promise<ContentModelView> {
    const model = ctx.services.platform.contentModel;
    const blockTypes = model.blockTypes().map(blockTypeView);
    return {
      pageTypes: model.pageTypes().map((type) => ({ ...type, fields: type.fields.map(fieldView) })),
      blockTypes,
      // Only the groups some block is in: an extension's category without blocks would be an empty heading.
      blockCategories: model.blockCategories().filter((category) => blockTypes.some((type) => type.category === category.id)),
    };
  },
});
