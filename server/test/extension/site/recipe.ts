/** A recipe's typeData as the server validated it (server/index.ts), read defensively. */
export interface Recipe {
  servings: number;
  minutes: number;
  ingredients: string[];
}

export function recipeOf(typeData: Readonly<Record<string, unknown>>): Recipe {
  const list = Array.isArray(typeData.ingredients) ? typeData.ingredients : [];
  return {
    servings: typeof typeData.servings === 'number' ? typeData.servings : 0,
    minutes: typeof typeData.minutes === 'number' ? typeData.minutes : 0,
    ingredients: list.flatMap((item: unknown) =>
      typeof item === 'object' && item !== null && 'name' in item && typeof item.name === 'string' ? [item.name] : [],
    ),
  };
}
