import type { Article } from '../types';

export default {
  slug: 'americado-brunch',
  kind: 'review',
  title: 'Americado Brunch: Tex-Mex Breakfast Worth Getting Up For',
  category: 'Brunch',
  tags: ['Tex-Mex', 'Near Southside', 'Weekend'],
  author: 'Marcus Reyes',
  publishedAt: '2025-02-18',
  excerpt:
    "Brisket chilaquiles, breakfast enchiladas and a michelada that means business. What to order at weekend brunch at Americado, and how to dodge the wait.",
  image: {
    src: '/images/articles/americado-brunch.svg',
    alt: 'A skillet of red chilaquiles topped with two fried eggs, brisket and crema next to a salt-rimmed michelada.',
  },
  intro:
    "We have already told you about Americado's dinner menu. Weekend brunch deserves its own story. On Saturday and Sunday mornings the Near Southside Tex-Mex kitchen brings out its best ideas in breakfast form: smoky brisket in the chilaquiles, enchiladas stuffed with scrambled eggs, and a drinks list that knows exactly what a Fort Worth Sunday needs. It has quietly become one of our favorite brunches in the neighborhood.",
  body: [
    { type: 'heading', text: 'The Must-Orders' },
    {
      type: 'list',
      items: [
        'Brisket chilaquiles: tortilla chips simmered in a smoky red salsa, topped with chopped brisket, two fried eggs, crema and cotija. About $17, and the reason to come.',
        'Breakfast enchiladas: corn tortillas wrapped around eggs and chorizo, smothered in a tomatillo sauce. Bright and tangy.',
        'Migas tacos: a lighter option on flour tortillas, with a side of charro beans.',
        'Cinnamon churro pancakes: a sugary splurge that is best split among the table.',
      ],
    },
    {
      type: 'paragraph',
      text: "The chips and salsa are complimentary and dangerous. Pace yourself, because the plates are substantial. If you want to try more, split two mains between two people and add the churro pancakes as dessert.",
    },
    { type: 'heading', text: 'Drinks' },
    {
      type: 'paragraph',
      text: "The michelada is properly savory, with a chili-salt rim and a good hit of lime, and it is the brunch drink we recommend most. The brunch margarita with a splash of fresh orange juice is lighter than the dinner version. Coffee comes from a local roaster and is spiked with cinnamon if you ask. There are no bottomless deals, which keeps the crowd more relaxed than at some of the neighborhood's louder brunches.",
    },
    { type: 'heading', text: 'Timing' },
    {
      type: 'paragraph',
      text: "Brunch starts at 10 on both Saturday and Sunday. Saturdays are calmer, and a table for two before 11 usually means no wait at all. Sundays after church and before noon are the busiest, with 30 to 45 minute waits for walk-ins. Put your name in and walk the block; the Near Southside is good for a wander on a weekend morning.",
    },
    {
      type: 'tips',
      title: 'Americado Brunch Tips',
      items: [
        'Choose Saturday over Sunday if you can; the food is the same and the wait is shorter.',
        'Ask for the shaded patio on mild mornings; it is the best seat in the house.',
        'Street parking is free on weekend mornings; there are spots on the side streets.',
        'Order the brisket chilaquiles even if you think you want something else.',
      ],
    },
  ],
  restaurants: ['americado'],
} satisfies Article;
