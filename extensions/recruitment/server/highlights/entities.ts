import { defineEntity, p } from '@mikro-orm/core';

/** One highlighted vacancy: its place in the list (0 first) and its page. */
export const HighlightSchema = defineEntity({
  name: 'VacancyHighlight',
  tableName: 'vacancy_highlight',
  properties: {
    position: p.integer().primary(),
    pageId: p.integer(),
  },
});

export class Highlight extends HighlightSchema.class {}
HighlightSchema.setClass(Highlight);
