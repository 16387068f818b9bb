import type { Recipe } from '../types';

export default {
  slug: 'post-oak-smoked-brisket',
  title: 'Post Oak Smoked Brisket',
  image: '/images/recipes/post-oak-smoked-brisket.svg',
  cookingTime: 720,
  prepTime: 45,
  difficulty: 'hard',
  servings: 12,
  cuisine: 'Barbeque',
  category: 'Main course',
  keywords: ['smoked brisket', 'post oak', 'Texas barbecue'],
  description:
    'A whole packer brisket done the way the pitmasters on the Near Southside taught us to respect it: salt, coarse pepper, post oak and a long night. Plan on about twelve hours on the smoker plus a real rest, and slice the flat against the grain.',
  author: 'Marcus Reyes',
  publishedAt: '2023-05-19',
  ingredients: [
    { quantity: 1, unit: '', item: 'whole packer brisket', note: '12 to 14 lb, choice grade or better' },
    { quantity: 0.5, unit: 'cup', item: 'coarse black pepper', note: '16-mesh if you can find it' },
    { quantity: 0.5, unit: 'cup', item: 'kosher salt' },
    { quantity: 1, unit: 'tbsp', item: 'granulated garlic', note: 'optional' },
    { quantity: 1, unit: 'cup', item: 'water', note: 'for the spritz bottle' },
    { quantity: 0.5, unit: 'cup', item: 'apple cider vinegar', note: 'for the spritz bottle' },
    { quantity: 0.5, unit: 'cup', item: 'beef tallow', note: 'melted, for the wrap' },
    { quantity: 12, unit: 'lb', item: 'post oak splits', note: 'seasoned and dry' },
    { quantity: 1, unit: 'roll', item: 'unwaxed pink butcher paper' },
  ],
  steps: [
    'Trim the hard fat cap down to about a quarter inch, square off the thin edges of the flat and remove the silver skin from the meat side so the rub can reach it.',
    'Mix the pepper, salt and garlic, season every side of the brisket evenly and let it sit at room temperature while the smoker comes up.',
    'Bring an offset smoker to 250°F with clean-burning post oak; you want thin blue smoke, not thick white billows.',
    'Smoke the brisket fat side up with the point toward the firebox, spritzing any dry spots with the vinegar and water every hour after the third hour.',
    'When the bark is set and dark mahogany and the internal temperature stalls around 165°F, usually at hour six or seven, lay the brisket on butcher paper brushed with tallow and wrap it tight.',
    'Return it to the smoker and cook until a probe slides into the thickest part of the flat like it is going into soft butter, around 200 to 203°F.',
    'Rest the wrapped brisket in a dry cooler or a 150°F oven for at least two hours; this is where it goes from good to great.',
    'Separate the point from the flat, slice the flat against the grain into pencil-thick slices and cut the point into thicker slices or cubes for burnt ends.',
  ],
} satisfies Recipe;
