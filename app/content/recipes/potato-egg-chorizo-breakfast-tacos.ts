import type { Recipe } from '../types';

export default {
  slug: 'potato-egg-chorizo-breakfast-tacos',
  title: 'Potato, Egg and Chorizo Breakfast Tacos',
  image: '/images/recipes/potato-egg-chorizo-breakfast-tacos.svg',
  cookingTime: 25,
  prepTime: 15,
  difficulty: 'easy',
  servings: 4,
  cuisine: 'Tex-Mex',
  category: 'Breakfast',
  keywords: ['breakfast tacos', 'chorizo', 'potato and egg'],
  description:
    'Our Saturday-morning order from the taquerias on North Main, made at home: crispy potatoes, soft-scrambled eggs and chorizo folded into warm flour tortillas. Make a double batch of the potatoes, because they disappear.',
  author: 'Marcus Reyes',
  publishedAt: '2025-03-08',
  ingredients: [
    { quantity: 8, unit: '', item: 'flour tortillas', note: 'fajita size' },
    { quantity: 2, unit: '', item: 'Yukon Gold potatoes', note: 'cut into 1/2-inch dice' },
    { quantity: 2, unit: 'tbsp', item: 'vegetable oil' },
    { quantity: 8, unit: 'oz', item: 'Mexican chorizo', note: 'casings removed' },
    { quantity: 6, unit: '', item: 'large eggs' },
    { quantity: 2, unit: 'tbsp', item: 'whole milk' },
    { quantity: 1, unit: 'tbsp', item: 'unsalted butter' },
    { quantity: 0.5, unit: 'tsp', item: 'kosher salt' },
    { quantity: null, unit: '', item: 'black pepper', note: 'to taste' },
    { quantity: 0.5, unit: 'cup', item: 'Monterey Jack', note: 'shredded' },
    { quantity: 0.5, unit: 'cup', item: 'red salsa', note: 'for serving' },
  ],
  steps: [
    'Parboil the diced potatoes in salted water for 4 minutes, then drain them and let them steam dry.',
    'Fry the potatoes in the oil in a large skillet over medium-high heat until crisp and browned, about 10 minutes, and season with a little salt.',
    'Push the potatoes to one side, crumble in the chorizo and cook until browned, breaking it up, then stir everything together.',
    'Whisk the eggs with the milk, salt and pepper, melt the butter in a second pan over low heat and stir the eggs slowly until just set.',
    'Warm the tortillas on a dry comal or skillet until they puff and pick up a few brown spots, and keep them wrapped in a towel.',
    'Fill each tortilla with potatoes and chorizo, eggs and a little cheese, and finish with salsa.',
  ],
} satisfies Recipe;
