import { describe, expect, it } from 'vitest';
import { EMPTY_RECIPE, parseIngredientLines, parseQuantity, recipeToFormValues } from './desk-recipe';

describe('recipe ingredients typed in the desk', () => {
  it('reads the quantities a cook writes', () => {
    expect(['2', '1.5', '1/2', '1 1/2', '1½', '¾', ''].map(parseQuantity)).toEqual([2, 1.5, 0.5, 1.5, 1.5, 0.75, null]);
    expect(parseQuantity('a pinch')).toBeUndefined();
    expect(parseQuantity('1/0')).toBeUndefined();
  });

  it('reads "quantity | unit | item | note" lines and names each line it cannot read', () => {
    expect(parseIngredientLines('2 | | eggs\n\n | | salt | to taste')).toEqual({
      ingredients: [
        { quantity: 2, unit: '', item: 'eggs' },
        { quantity: null, unit: '', item: 'salt', note: 'to taste' },
      ],
      errors: [],
    });
    expect(parseIngredientLines('eggs\n2 | cup |\nmany | cup | rice').errors).toEqual([
      'Line 1: write it as "quantity | unit | item", e.g. "1 1/2 | cup | flour"',
      'Line 2: name the ingredient after the second |',
      'Line 3: "many" is not a quantity (use 2, 1.5, 1/2 or leave it empty)',
    ]);
  });

  it('writes a recipe’s ingredients back as the lines it reads', () => {
    const ingredients = [
      { quantity: 1.5, unit: 'cup', item: 'flour' },
      { quantity: null, unit: '', item: 'salt', note: 'to taste' },
    ];
    const text = recipeToFormValues({ ...EMPTY_RECIPE, ingredients }).ingredients!;
    expect(text).toBe('1.5 | cup | flour\n | | salt | to taste');
    expect(parseIngredientLines(text).ingredients).toEqual(ingredients);
  });
});
