import type { Recipe } from '../types';

export default {
  slug: 'pico-de-gallo',
  title: 'Pico de Gallo',
  image: '/images/recipes/pico-de-gallo.svg',
  cookingTime: null,
  prepTime: 15,
  difficulty: 'easy',
  servings: 6,
  cuisine: 'Mexican',
  category: 'Condiment',
  keywords: ['pico de gallo', 'salsa fresca', 'no-cook'],
  description:
    'Fresh salsa that needs no stove, just ripe tomatoes and a sharp knife. We salt and drain the tomatoes first, so the pico stays bright on tacos instead of flooding the plate.',
  author: 'Callie Brooks',
  publishedAt: '2023-07-10',
  ingredients: [
    { quantity: 1.5, unit: 'lb', item: 'Roma tomatoes', note: 'seeded and diced' },
    { quantity: 0.5, unit: 'tsp', item: 'kosher salt', note: 'plus more to taste' },
    { quantity: 0.5, unit: '', item: 'white onion', note: 'finely diced' },
    { quantity: 2, unit: '', item: 'jalapeños or serranos', note: 'minced, seeds optional' },
    { quantity: 0.5, unit: 'cup', item: 'fresh cilantro', note: 'chopped' },
    { quantity: 2, unit: 'tbsp', item: 'fresh lime juice', note: 'about 1 lime' },
  ],
  steps: [
    'Toss the diced tomatoes with the salt in a colander and let them drain for 10 minutes.',
    'Rinse the diced onion under cold water and shake it dry to take away its harsh edge.',
    'Combine the tomatoes, onion, chiles and cilantro in a bowl.',
    'Add the lime juice, stir gently and taste for salt and heat.',
    'Let the pico sit for 10 minutes so the flavors come together, and eat it the same day.',
  ],
} satisfies Recipe;
