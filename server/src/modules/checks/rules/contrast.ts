import { AA_CONTRAST, contrastRatio } from '../../settings/contrast.js';
import { COLOUR_PAIRS } from '../../settings/site-settings-schema.js';
import type { ContentCheck } from '../types.js';

/**
 * The site's theme colours (site settings) meet WCAG AA. The settings screen refuses pairs that do
 * not, but colours stored before that rule, or through an extension, are still caught here.
 */
export const contrastCheck: ContentCheck = {
  id: 'contrast',
  label: {
    en: 'The site’s colours contrast enough',
    nl: 'De kleuren van de site contrasteren genoeg',
    de: 'Die Farben der Website haben genug Kontrast',
    fr: 'Les couleurs du site contrastent assez',
  },
  severity: 'error',
  run({ colours }) {
    if (!colours) return [];
    return COLOUR_PAIRS.flatMap(([background, text]) => {
      const ratio = contrastRatio(colours[background], colours[text]);
      return ratio < AA_CONTRAST
        ? [{ blockKey: null, field: `colours.${text}`, params: { background, text, ratio: Math.round(ratio * 100) / 100, minimum: AA_CONTRAST } }]
        : [];
    });
  },
};
