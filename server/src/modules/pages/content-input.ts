import { z } from 'zod';
import { imageEntry } from '../../content-model/schemas.js';

/** The editable fields of a version (besides blocks and typeData, which the registry checks). */
export const seoFields = {
  seoTitle: z.string().trim().max(255).default(''),
  seoDescription: z.string().trim().max(500).default(''),
  seoKeywords: z.array(z.string().trim().min(1).max(100)).max(30).default([]),
  /** The sharing image: null, empty, or one image. */
  seoImage: z.array(imageEntry).max(1).nullable().default(null),
};

export const title = z.string().trim().min(1).max(255);
