import type { Recipe } from '../types';

export default {
  slug: 'elote',
  title: 'Elote (Grilled Street Corn)',
  image: '/images/recipes/elote.svg',
  cookingTime: 20,
  prepTime: 10,
  difficulty: 'easy',
  servings: 6,
  cuisine: 'Mexican',
  category: 'Side dish',
  keywords: ['elote', 'street corn', 'grilled corn'],
  description:
    'A cup of elote from a cart on North Main is a Fort Worth summer rite of passage. This is the on-the-cob version, charred on the grill and slathered with lime crema, cotija and chile powder.',
  author: 'Callie Brooks',
  publishedAt: '2023-09-12',
  ingredients: [
    { quantity: 6, unit: '', item: 'ears of corn', note: 'husked' },
    { quantity: 1, unit: 'tbsp', item: 'unsalted butter', note: 'melted' },
    { quantity: 0.25, unit: 'cup', item: 'mayonnaise' },
    { quantity: 0.25, unit: 'cup', item: 'Mexican crema or sour cream' },
    { quantity: 1, unit: 'tbsp', item: 'fresh lime juice' },
    { quantity: 1, unit: 'clove', item: 'garlic', note: 'finely grated' },
    { quantity: 0.75, unit: 'cup', item: 'cotija cheese', note: 'finely crumbled' },
    { quantity: 1, unit: 'tsp', item: 'chile powder', note: 'ancho or chile-lime seasoning' },
    { quantity: 0.25, unit: 'cup', item: 'fresh cilantro', note: 'chopped' },
    { quantity: 1, unit: '', item: 'lime', note: 'cut into wedges' },
  ],
  steps: [
    'Heat a grill to medium-high and brush the corn lightly with the melted butter.',
    'Grill the corn, turning every couple of minutes, until it is charred in spots all over, 10 to 12 minutes.',
    'Whisk the mayonnaise, crema, lime juice and garlic together in a shallow dish.',
    'Spread the crema mixture over each hot ear, then roll it in the crumbled cotija.',
    'Dust with chile powder, sprinkle with cilantro and serve with lime wedges.',
  ],
} satisfies Recipe;
