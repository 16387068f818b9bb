import type { Recipe } from '../types';

export default {
  slug: 'roasted-poblano-queso',
  title: 'Roasted Poblano Queso',
  image: '/images/recipes/roasted-poblano-queso.svg',
  cookingTime: 20,
  prepTime: 10,
  difficulty: 'easy',
  servings: 6,
  cuisine: 'Tex-Mex',
  description:
    'Every Tex-Mex joint in town has a queso, and most of them start with a block of processed cheese for a reason: it never breaks. We keep the block for smoothness, add sharp cheddar for flavor and a charred poblano for a little smoke.',
  author: 'Marcus Reyes',
  publishedAt: '2025-09-05',
  ingredients: [
    { quantity: 1, unit: '', item: 'poblano pepper' },
    { quantity: 1, unit: 'tbsp', item: 'unsalted butter' },
    { quantity: 0.5, unit: '', item: 'white onion', note: 'finely diced' },
    { quantity: 1, unit: '', item: 'jalapeño', note: 'minced' },
    { quantity: 2, unit: 'clove', item: 'garlic', note: 'minced' },
    { quantity: 0.5, unit: 'tsp', item: 'ground cumin' },
    { quantity: 1, unit: 'cup', item: 'whole milk', note: 'plus a splash to thin' },
    { quantity: 1, unit: 'lb', item: 'processed American cheese', note: 'the block kind, cubed' },
    { quantity: 8, unit: 'oz', item: 'sharp cheddar', note: 'freshly grated' },
    { quantity: 0.25, unit: 'cup', item: 'pico de gallo', note: 'for topping' },
    { quantity: 2, unit: 'tbsp', item: 'fresh cilantro', note: 'chopped' },
    { quantity: null, unit: '', item: 'hot sauce', note: 'to taste' },
  ],
  steps: [
    'Char the poblano over a gas flame or under the broiler until blackened all over, seal it in a bowl for 10 minutes, then peel, seed and dice it.',
    'Melt the butter in a saucepan over medium-low heat and soften the onion and jalapeño for 4 minutes, then stir in the garlic and cumin.',
    'Pour in the milk and warm it until it steams, without letting it boil.',
    'Add the American cheese a handful at a time, stirring until smooth before adding more, then do the same with the cheddar.',
    'Stir in the poblano and hot sauce, and loosen with a splash of milk if the queso gets too thick.',
    'Pour it into a warm bowl or small cast-iron skillet, top with pico and cilantro and serve right away with warm tortilla chips.',
  ],
} satisfies Recipe;
