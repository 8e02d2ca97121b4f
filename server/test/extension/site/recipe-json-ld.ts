import type { JsonLdSource } from '@blokwerk/site/extension';
import { recipeOf } from './recipe';

/** schema.org Recipe from the page's typeData. */
export function recipeJsonLd({ version, url, page }: JsonLdSource): Record<string, unknown> {
  const recipe = recipeOf(version.typeData);
  return {
    '@type': 'Recipe',
    name: version.title,
    url,
    inLanguage: page.locale,
    recipeYield: `${recipe.servings}`,
    totalTime: `PT${recipe.minutes}M`,
    recipeIngredient: recipe.ingredients,
  };
}
