import { defineSiteExtension } from '@blokwerk/site/extension';
import NoteCallout from './NoteCallout.astro';
import RecipePage from './RecipePage.astro';
import { recipeJsonLd } from './recipe-json-ld';

/** The page type's component and JSON-LD, and the block's component; routes are the files in pages/. */
export default defineSiteExtension({
  name: 'notes',
  pageTypes: { recipe: { component: RecipePage, jsonLd: recipeJsonLd } },
  blocks: { 'note-callout': NoteCallout },
});
