import type { Article } from '../types';

export default {
  slug: 'ol-south-late-night',
  kind: 'review',
  title: "After Midnight at Ol' South Pancake House",
  category: 'Breakfast',
  tags: ['Late Night', 'Diner', 'TCU/Berry'],
  author: 'Callie Brooks',
  publishedAt: '2020-09-17',
  excerpt:
    "Every TCU alum has an Ol' South story, and most of them start after midnight. We went back for the German pancake, the fluorescent lights and the 2 a.m. crowd.",
  image: {
    src: '/images/articles/ol-south-late-night.svg',
    alt: 'A puffed German pancake dusted with powdered sugar beside lemon wedges and a small pitcher of syrup on a diner table.',
  },
  intro:
    "There are better breakfasts in Fort Worth. There is no better place to eat breakfast at 2 a.m. Ol' South Pancake House sits just off University Drive, close enough to campus that generations of TCU students have ended their nights here, and the booths still fill with a mix of students, night-shift nurses, truckers and couples coming home from weddings in rented suits. We went back on a Friday night to see if the magic holds. Mostly, it does.",
  body: [
    { type: 'heading', text: 'The German Pancake Is the Reason' },
    {
      type: 'paragraph',
      text: "Order the German pancake. It arrives puffed up like a soufflé, golden and crackly around the edges, and the server finishes it at the table with a squeeze of lemon, a pour of melted butter and a snowfall of powdered sugar before rolling it up. It costs around $11 and it is big enough for two people who already ate dinner. The Dutch baby version with fruit is fine, but the plain one is the classic for a reason.",
    },
    {
      type: 'paragraph',
      text: "If you want something savory, the chicken-fried steak and eggs is huge and properly crisp, with a peppery cream gravy. Add a side of hash browns and ask for them extra crispy; they come out shattering at the edges and are the right partner for any stray gravy.",
    },
    { type: 'heading', text: 'What the Late Shift Looks Like' },
    {
      type: 'paragraph',
      text: "Between 11 p.m. and 1 a.m. the room is calm and the coffee refills come fast. After the bars on Berry and West 7th close, it changes quickly: a line forms at the door, groups push tables together and the kitchen slows down. Expect a 20 to 30 minute wait for a table on weekend nights after 2, and longer for food. The servers have seen everything and handle it with remarkable patience, so tip like you know that.",
    },
    { type: 'heading', text: 'Skip or Swap' },
    {
      type: 'list',
      items: [
        'Skip the waffles; they are fine, but the pancakes are the specialty.',
        'Skip the omelets; they are fine, but nobody comes here for them.',
        'Skip the orange juice, which tastes like it came from a carton, and stick with coffee or a chocolate milk.',
        'Add a side of bacon to the German pancake for the salty-sweet combination.',
      ],
    },
    {
      type: 'tips',
      title: 'Late-Night Tips',
      items: [
        'Go before midnight on weekends if you want a booth without a wait.',
        'The lot is small; park on the side street and keep an eye on signs.',
        'Bring your patience after 2 a.m. The kitchen is cooking for the whole room at once.',
        'Order the German pancake for the table even if everyone insists they are not hungry.',
      ],
    },
  ],
  restaurants: ['ol-south-pancake-house'],
} satisfies Article;
