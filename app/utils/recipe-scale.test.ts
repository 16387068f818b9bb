import { describe, expect, it } from 'vitest';
import { formatQuantity, parseServings, scaleIngredient, scaleIngredients } from './recipe-scale';

describe('formatQuantity', () => {
  it.each([
    [1.5, '1½'],
    [0.75, '¾'],
    [0.25, '¼'],
    [1 / 3, '⅓'],
    [2 / 3, '⅔'],
    [2.25, '2¼'],
    [0.125, '⅛'],
    [0.01, '⅛'],
    [3, '3'],
    [0.97, '1'],
    [12.4, '12'],
  ])('%s reads as %s', (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });
});

describe('parseServings', () => {
  it('accepts whole numbers from 1 to 48', () => {
    expect(parseServings('1', 6)).toBe(1);
    expect(parseServings('48', 6)).toBe(48);
    expect(parseServings(' 12 ', 6)).toBe(12);
  });
  it.each(['0', '49', '-3', '2.5', 'abc', '', '1e3'])('falls back to the recipe servings for %j', (raw) => {
    expect(parseServings(raw, 6)).toBe(6);
  });
  it('falls back to 1 when the recipe has no servings', () => {
    expect(parseServings(null, null)).toBe(1);
  });
});

describe('scaleIngredient', () => {
  it.each([
    [{ quantity: 2, item: 'yellow onions' }, 0.5, '1 yellow onion'],
    [{ quantity: 2, item: 'bell peppers' }, 0.5, '1 bell pepper'],
    [{ quantity: 1, item: 'yellow onion' }, 2, '2 yellow onions'],
    [{ quantity: 0.5, item: 'white onion' }, 3, '1½ white onions'],
    [{ quantity: 1, item: 'lime' }, 0.5, '½ lime'],
    [{ quantity: 6, item: 'ears of corn' }, 1 / 6, '1 ear of corn'],
    [{ quantity: 2, item: 'dried chiles de árbol' }, 0.5, '1 dried chile de árbol'],
    [{ quantity: 2, item: 'jalapeños or serranos' }, 0.5, '1 jalapeño or serrano'],
    [{ quantity: 2, item: 'bay leaves' }, 0.5, '1 bay leaf'],
    [{ quantity: 1, item: 'whole packer brisket' }, 2, '2 whole packer briskets'],
  ])('a counted item agrees with its amount: %o x %s reads "%s"', (ingredient, factor, text) => {
    expect(scaleIngredient({ unit: '', ...ingredient }, factor).text).toBe(text);
  });

  it('scales and pluralises: ¾ cup for 6 becomes 1½ cups for 12', () => {
    const line = scaleIngredient({ quantity: 0.75, unit: 'cup', item: 'cotija cheese', note: 'finely crumbled' }, 2);
    expect(line).toMatchObject({ amount: '1½', unit: 'cups', text: '1½ cups cotija cheese, finely crumbled' });
  });

  it('keeps a singular unit at or below one', () => {
    expect(scaleIngredient({ quantity: 1, unit: 'cup', item: 'flour' }, 0.5).text).toBe('½ cup flour');
    expect(scaleIngredient({ quantity: 1, unit: 'tsp', item: 'chile powder' }, 0.75).text).toBe('¾ tsp chile powder');
  });

  it('moves to a bigger measure when it reads better', () => {
    expect(scaleIngredient({ quantity: 1, unit: 'tbsp', item: 'butter' }, 4).text).toBe('¼ cup butter');
    expect(scaleIngredient({ quantity: 1, unit: 'tsp', item: 'salt' }, 6).text).toBe('2 tbsp salt');
    expect(scaleIngredient({ quantity: 1, unit: 'tsp', item: 'salt' }, 4).text).toBe('4 tsp salt');
    expect(scaleIngredient({ quantity: 1, unit: 'tbsp', item: 'oil' }, 6).text).toBe('6 tbsp oil');
  });

  it('leaves to-taste items without an amount', () => {
    expect(scaleIngredient({ quantity: null, unit: '', item: 'salt', note: 'to taste' }, 3).text).toBe('salt, to taste');
  });

  it('counts whole items without a unit', () => {
    expect(scaleIngredient({ quantity: 6, unit: '', item: 'ears of corn' }, 2).text).toBe('12 ears of corn');
  });

  it('scales a whole list by servings over base servings', () => {
    const lines = scaleIngredients([{ quantity: 2, unit: 'lb', item: 'brisket' }], 4, 6);
    expect(lines[0]!.text).toBe('3 lb brisket');
    expect(scaleIngredients([{ quantity: 2, unit: 'lb', item: 'brisket' }], null, 6)[0]!.text).toBe('2 lb brisket');
  });
});
