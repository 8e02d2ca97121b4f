import { z } from 'zod';
import type { FieldDef, ImageField, FileField } from './fields.js';
import { fieldDefault, isMediaField } from './fields.js';
import { localize } from './labels.js';
import type { ContentModel } from './registry.js';
import { cleanRichText } from './rich-text.js';

/** An issue that names its own catalogue code (see issueCode in operations/invoke.ts). */
const refuse = (ctx: z.RefinementCtx, code: 'V_01' | 'V_12' | 'V_13' | 'V_14' | 'V_15' | 'V_17', message: string) =>
  ctx.addIssue({ code: 'custom', message, params: { code } });

const VIDEO_HOSTS = /^(www\.|m\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com|vimeo\.com|player\.vimeo\.com)$/;

const cropParams = z.object({
  x: z.number().finite(),
  y: z.number().finite(),
  width: z.number().positive().finite(),
  height: z.number().positive().finite(),
  rotate: z.number().min(-360).max(360).default(0),
  scaleX: z.union([z.literal(1), z.literal(-1)]).default(1),
  scaleY: z.union([z.literal(1), z.literal(-1)]).default(1),
});

const mediaEntry = {
  fileID: z.number().int().positive(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  fileName: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[^/\\]+$/),
};

/** An image entry: hash, fileName, altText, fileID, optional cropParams. */
export const imageEntry = z.object({ ...mediaEntry, altText: z.string().trim().max(500).default(''), cropParams: cropParams.optional() });
export const fileEntry = z.object({ ...mediaEntry, title: z.string().trim().max(255).optional() });

export const link = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('external'),
    href: z.url({ protocol: /^https?$/ }),
    label: z.string().trim().max(200).optional(),
    newTab: z.boolean().default(false),
  }),
  z.object({ kind: z.literal('internal'), pageId: z.number().int().positive(), label: z.string().trim().max(200).optional() }),
  z.object({
    kind: z.literal('anchor'),
    anchor: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/)
      .max(100),
    label: z.string().trim().max(200).optional(),
  }),
  z.object({ kind: z.literal('mail'), email: z.email(), label: z.string().trim().max(200).optional() }),
  z.object({
    kind: z.literal('phone'),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,25}$/),
    label: z.string().trim().max(200).optional(),
  }),
]);

function mediaList(field: ImageField | FileField) {
  const list = z.array(field.type === 'image' ? imageEntry : fileEntry).max(field.multiple ? 100 : 1);
  return list.default([]).superRefine((entries, ctx) => {
    if (field.required && entries.length === 0) refuse(ctx, 'V_17', `${localize(field.label)} must contain a file`);
  });
}

/** Accepts a missing value (and null) for optional fields; required ones answer V_01. */
function presence<T extends z.ZodType>(field: FieldDef, schema: T) {
  // A select or yes/no field left out takes the value the admin showed it at (fieldDefault).
  const fallback = fieldDefault(field);
  if (fallback !== undefined) return schema.nullish().transform((v) => v ?? fallback);
  return field.required ? schema : schema.nullish().transform((v) => v ?? undefined);
}

function valueSchema(field: Exclude<FieldDef, ImageField | FileField>, model: ContentModel): z.ZodType {
  switch (field.type) {
    case 'text': {
      let text = z.string().trim();
      if (field.minLength !== undefined) text = text.min(field.minLength);
      if (field.maxLength !== undefined) text = text.max(field.maxLength);
      return text.superRefine((value, ctx) => {
        if (field.required && value === '') refuse(ctx, 'V_01', `${localize(field.label)} is required`);
      });
    }
    case 'richText':
      return z.string().transform((value, ctx) => {
        const result = cleanRichText(value);
        if (!result.ok) {
          refuse(ctx, 'V_15', `${localize(field.label)} is not valid HTML`);
          return z.NEVER;
        }
        if (field.required && result.textLength === 0) refuse(ctx, 'V_01', `${localize(field.label)} is required`);
        if (field.maxLength !== undefined && result.textLength > field.maxLength) refuse(ctx, 'V_14', `${localize(field.label)} is too long`);
        return result.html;
      });
    case 'number': {
      let number = field.integer ? z.number().int() : z.number().finite();
      if (field.min !== undefined) number = number.min(field.min);
      if (field.max !== undefined) number = number.max(field.max);
      return number;
    }
    case 'boolean':
      return z.boolean();
    case 'select': {
      const values = field.options.map((o) => o.value);
      return z.string().refine((value) => values.includes(value));
    }
    case 'date':
      return z.iso.date();
    case 'link':
      return link;
    case 'video':
      return z.url({ protocol: /^https$/ }).superRefine((value, ctx) => {
        // Refinements run even when the URL check failed: parse defensively.
        if (URL.canParse(value) && !VIDEO_HOSTS.test(new URL(value).hostname)) refuse(ctx, 'V_13', 'Video link is not valid');
      });
    case 'pageType':
      return z.string().refine((id) => model.pageType(id) !== undefined);
    case 'list': {
      let items = z.array(fieldsSchema(field.fields, model));
      if (field.minItems !== undefined) items = items.min(field.minItems);
      items = items.max(field.maxItems ?? 200);
      return items;
    }
  }
}

/**
 * Building a zod object compiles it, which costs more than parsing with it: schemas are built
 * once per field list (the registry's arrays are fixed) and model.
 */
function memoized<T>(build: (fields: readonly FieldDef[], model: ContentModel) => T) {
  const byModel = new WeakMap<ContentModel, WeakMap<readonly FieldDef[], T>>();
  return (fields: readonly FieldDef[], model: ContentModel): T => {
    let byFields = byModel.get(model);
    if (!byFields) byModel.set(model, (byFields = new WeakMap()));
    let schema = byFields.get(fields);
    if (!schema) byFields.set(fields, (schema = build(fields, model)));
    return schema;
  };
}

/** The props object of a set of fields (media fields excluded: they live in __images/__files). */
export const fieldsSchema = memoized((fields, model) => {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (isMediaField(field)) continue;
    shape[field.name] = presence(field, valueSchema(field, model));
  }
  return z.object(shape);
});

/** The `__images` and `__files` maps of a set of fields: one entry list per media field. */
export const mediaSchemas = memoized((fields) => {
  const images: Record<string, z.ZodType> = {};
  const files: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (field.type === 'image') images[field.name] = mediaList(field);
    if (field.type === 'file') files[field.name] = mediaList(field);
  }
  return { images: z.object(images), files: z.object(files) };
});
