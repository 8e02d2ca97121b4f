import { extensionTags } from '@blokwerk/server/extension';

/**
 * The cache tags of a list of vacancies (the overview, the highlights, similar vacancies, the
 * feeds): any publication may add or drop one, and the recruitment settings and highlights it
 * shows change with the site.changed their operations emit.
 */
export const vacancyListTags = (): readonly string[] => [extensionTags.listsPages, extensionTags.ownData];
