import { z } from 'zod';
import { defineOperation } from '../operations/define.js';
import type { FieldDef } from './fields.js';
import type { BlockType, PageType } from './registry.js';

/** A field as clients read it: `required` always present, list items' fields likewise. */
export type FieldView = Omit<FieldDef, 'required' | 'fields'> & { required: boolean; fields?: FieldView[] };

export interface ContentModelView {
  pageTypes: (Omit<PageType, 'fields'> & { fields: FieldView[] })[];
  blockTypes: (Omit<BlockType, 'fields'> & { fields: FieldView[] })[];
}

function fieldView(field: FieldDef): FieldView {
  return { ...field, required: field.required ?? false, ...(field.type === 'list' ? { fields: field.fields.map(fieldView) } : {}) } as FieldView;
}

/** The registry as the admin renders forms from it; the blank type stays out of `pageTypes`. */
export const getContentModel = defineOperation({
  name: 'contentModel.get',
  access: { signedIn: true },
  kind: 'read',
  input: z.object({}),
  async run(ctx): Promise<ContentModelView> {
    const model = ctx.services.platform.contentModel;
    return {
      pageTypes: model.pageTypes().map((type) => ({ ...type, fields: type.fields.map(fieldView) })),
      blockTypes: model.blockTypes().map((type) => ({ ...type, fields: type.fields.map(fieldView) })),
    };
  },
});
