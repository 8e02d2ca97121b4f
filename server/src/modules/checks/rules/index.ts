import type { ContentCheck } from '../types.js';
import { contrastCheck } from './contrast.js';
import { emptyBlockCheck } from './empty-block.js';
import { headingOrderCheck } from './heading-order.js';
import { imageAltCheck } from './image-alt.js';
import { linkTextCheck } from './link-text.js';
import { readabilityCheck } from './readability.js';
import { seoDescriptionLengthCheck, seoDescriptionMissingCheck, seoTitleLengthCheck, seoTitleMissingCheck } from './seo.js';

/** Core's checks, in the order their problems are listed. */
export const CORE_CHECKS: readonly ContentCheck[] = [
  imageAltCheck,
  headingOrderCheck,
  linkTextCheck,
  emptyBlockCheck,
  seoTitleMissingCheck,
  seoDescriptionMissingCheck,
  seoTitleLengthCheck,
  seoDescriptionLengthCheck,
  readabilityCheck,
  contrastCheck,
];
