import type { CheckSubject, ContentCheck } from '../types.js';

/**
 * What search results show before cutting off (no SEO code of ours limits it otherwise): about 60
 * characters of a title and 160 of a description.
 */
export const SEO_TITLE_LIMIT = 60;
export const SEO_DESCRIPTION_LIMIT = 160;

type SeoField = 'seoTitle' | 'seoDescription';

function missing(id: string, field: SeoField, label: ContentCheck['label']): ContentCheck {
  return {
    id,
    label,
    severity: 'warning',
    run: (subject: CheckSubject) => (subject[field].trim() ? [] : [{ blockKey: null, field, params: {} }]),
  };
}

function tooLong(id: string, field: SeoField, max: number, label: ContentCheck['label']): ContentCheck {
  return {
    id,
    label,
    severity: 'warning',
    run: (subject: CheckSubject) => {
      const length = [...subject[field].trim()].length;
      return length > max ? [{ blockKey: null, field, params: { length, max } }] : [];
    },
  };
}

// The site falls back to the page title without an SEO title, and search engines pick any text without a description.
export const seoTitleMissingCheck = missing('seo-title-missing', 'seoTitle', {
  en: 'The page has an SEO title',
  nl: 'De pagina heeft een SEO-titel',
  de: 'Die Seite hat einen SEO-Titel',
  fr: 'La page a un titre SEO',
});
export const seoDescriptionMissingCheck = missing('seo-description-missing', 'seoDescription', {
  en: 'The page has an SEO description',
  nl: 'De pagina heeft een SEO-omschrijving',
  de: 'Die Seite hat eine SEO-Beschreibung',
  fr: 'La page a une description SEO',
});
export const seoTitleLengthCheck = tooLong('seo-title-length', 'seoTitle', SEO_TITLE_LIMIT, {
  en: 'The SEO title fits in search results',
  nl: 'De SEO-titel past in zoekresultaten',
  de: 'Der SEO-Titel passt in Suchergebnisse',
  fr: 'Le titre SEO tient dans les résultats de recherche',
});
export const seoDescriptionLengthCheck = tooLong('seo-description-length', 'seoDescription', SEO_DESCRIPTION_LIMIT, {
  en: 'The SEO description fits in search results',
  nl: 'De SEO-omschrijving past in zoekresultaten',
  de: 'Die SEO-Beschreibung passt in Suchergebnisse',
  fr: 'La description SEO tient dans les résultats de recherche',
});
