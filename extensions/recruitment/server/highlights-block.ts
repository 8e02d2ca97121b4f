import type { BlockType } from '@blokwerk/server/extension';

/** The highlighted vacancies (the settings screen's list), with 'bekijk alle vacatures': the home page's block. */
export const highlightsBlock: BlockType = {
  id: 'vacancy-highlights',
  label: { en: 'Highlighted vacancies', nl: 'Uitgelichte vacatures', de: 'Hervorgehobene Stellen', fr: 'Offres mises en avant' },
  description: {
    en: 'The vacancies chosen under Vacancy Highlight Settings, with a link to all vacancies.',
    nl: 'De vacatures die bij Uitgelichte vacatures zijn gekozen, met een link naar alle vacatures.',
    de: 'Die unter „Hervorgehobene Stellen“ gewählten Stellen, mit einem Link zu allen Stellen.',
    fr: 'Les offres choisies sous « Offres mises en avant », avec un lien vers toutes les offres.',
  },
  icon: 'Star',
  category: 'recruitment',
  keywords: [{ en: 'jobs', nl: 'banen', de: 'Jobs', fr: 'emplois' }],
  fields: [{ type: 'text', name: 'title', label: { en: 'Title', nl: 'Titel', de: 'Titel', fr: 'Titre' }, maxLength: 200 }],
};
