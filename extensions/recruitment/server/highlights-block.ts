import type { BlockType } from '@blokwerk/server/extension';

/** The highlighted vacancies (the settings screen's list), with 'bekijk alle vacatures': the home page's block. */
export const highlightsBlock: BlockType = {
  id: 'vacancy-highlights',
  label: 'Highlighted vacancies',
  icon: 'Star',
  fields: [{ type: 'text', name: 'title', label: 'Title', maxLength: 200 }],
};
