import type { FieldDef } from './fields.js';
import { ContentModel } from './registry.js';

function withoutRequired(fields: readonly FieldDef[]): FieldDef[] {
  return fields.map((field) =>
    field.type === 'list' ? { ...field, required: false, minItems: undefined, fields: withoutRequired(field.fields) } : { ...field, required: false },
  );
}

const draftModels = new WeakMap<ContentModel, ContentModel>();

/**
 * The content model with no field required (and no list needing items): what a half-finished
 * draft is checked against for its live preview. Every other rule (types, lengths, the HTML
 * cleaning, media entries) holds as when storing. Built once per model, so its schemas are too.
 */
export function draftContentModel(model: ContentModel): ContentModel {
  let draft = draftModels.get(model);
  if (draft) return draft;
  draft = new ContentModel();
  for (const category of model.blockCategories()) draft.defineBlockCategory(category);
  for (const type of model.blockTypes()) draft.defineBlockType({ ...type, fields: withoutRequired(type.fields) });
  for (const type of model.pageTypes({ includeHidden: true })) draft.definePageType({ ...type, fields: withoutRequired(type.fields) });
  draftModels.set(model, draft);
  return draft;
}
