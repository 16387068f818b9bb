import type { Article } from '../types';

export default {
  slug: 'nonna-tata-byob',
  kind: 'review',
  title: 'Nonna Tata: Bring a Bottle, Wait on the Sidewalk, Eat Like Family',
  category: 'Italian',
  tags: ['BYOB', 'Date Night', 'Near Southside'],
  author: 'Marcus Reyes',
  publishedAt: '2021-11-09',
  excerpt:
    "A handful of tables, a chalkboard menu, no reservations and some of the best handmade pasta in Fort Worth. How to do Nonna Tata right, from what to bring to when to line up.",
  image: {
    src: '/images/articles/nonna-tata-byob.svg',
    alt: 'A plate of tagliatelle with meat ragu next to a bottle of red wine and two glasses on a small wooden table.',
  },
  intro:
    "Nonna Tata is tiny. There are only a handful of tables, the menu is written on a chalkboard, and the kitchen is essentially one person and a very busy stove. There are no reservations and you bring your own wine. None of that is a complaint. This is the restaurant on the Near Southside that feels most like being invited into someone's home, and it is where we go when we want a date night that does not feel like a performance.",
  body: [
    { type: 'heading', text: 'How the Night Works' },
    {
      type: 'paragraph',
      text: "Dinner service opens at 5:30. If you arrive then, you will probably be seated in the first round. Arrive at 6:15 on a Friday and you may be on the sidewalk for an hour. The staff will take your name and number, and the bars and patios within a few blocks make the wait easy, but you should plan for it. Lunch service is quieter and a good way to try the place without the wait.",
    },
    { type: 'heading', text: 'What to Order' },
    {
      type: 'paragraph',
      text: "The tagliatelle al ragu is the signature, and it deserves it: silky ribbons of egg pasta with a deep, slow-cooked meat sauce that tastes of wine and time. The gnocchi in brown butter and sage are pillowy and rich, best shared rather than eaten alone. Pastas run around $20 to $24. Watch the chalkboard for specials; on our last visit there was a pumpkin ravioli with amaretti crumbs that we would order again tomorrow.",
    },
    {
      type: 'paragraph',
      text: "The salads are simple and good palate cleansers, and the tiramisu is the dessert to get if it is on the board. Skip the bread basket upcharge unless you need something to hold you over.",
    },
    { type: 'heading', text: 'What to Bring' },
    {
      type: 'paragraph',
      text: "It is BYOB, so bring something that loves tomato and meat. A Barbera or a Chianti Classico is perfect with the ragu, and a crisp white like Vermentino suits the gnocchi. The staff will open your bottle, but confirm the current corkage policy before you go; we have never been charged much, if anything.",
    },
    {
      type: 'tips',
      title: 'Nonna Tata Tips',
      items: [
        'Arrive right at 5:30 if you want to eat without a wait.',
        'Groups larger than four will struggle; this is a place for two or three.',
        'Glasses are provided, but tuck a wine key in your bag just in case.',
        'Street parking on Jennings and the nearby side streets is your best bet.',
      ],
    },
  ],
  restaurants: ['nonna-tata'],
} satisfies Article;
