import type { Article } from '../types';

export default {
  slug: 'winslows-wine-cafe',
  kind: 'review',
  title: "Winslow's Wine Cafe: Camp Bowie's Easygoing Wine Bar and Patio",
  category: 'Wine Bar',
  tags: ['Camp Bowie', 'Date Night', 'Patio'],
  author: 'Marcus Reyes',
  publishedAt: '2022-02-08',
  excerpt:
    "A long wine list with fair prices, shareable plates and a brick-street patio. Why Winslow's is our favorite low-pressure date night on Camp Bowie.",
  image: {
    src: '/images/articles/winslows-wine-cafe.svg',
    alt: "Two glasses of red wine on a patio table beside a wooden board of cheeses, cured meats, fig jam and sliced baguette, with a brick street in the background.",
  },
  intro:
    "There are wine bars that make you feel like you should have studied before you came, and then there is Winslow's. On the brick stretch of Camp Bowie, it feels like a neighborhood living room: a warm wood bar, a patio strung with lights and servers who will happily pour you a taste before you commit. The food is simple, the wine is the star and the whole evening costs less than you expect.",
  body: [
    { type: 'heading', text: 'The Wine' },
    {
      type: 'paragraph',
      text: "The list runs a few hundred bottles deep, with about 40 by the glass. Glasses range from $9 to $16, and bottles start in the low $30s, a modest markup for a Fort Worth dining room. There is a strong showing from Texas Hill Country producers next to the usual California and French names. If you cannot choose, order a flight of three two-ounce pours ($15) and let the bartender pick a theme.",
    },
    { type: 'heading', text: 'What to Eat' },
    {
      type: 'list',
      items: [
        "Cheese and charcuterie board ($22 for three selections, $30 for five): well chosen, with fig jam, nuts and warm bread.",
        "Wood-fired flatbread with prosciutto and arugula ($14): crisp, salty and great with a glass of sparkling.",
        "Mussels in white wine and garlic ($17): a big bowl with grilled bread for dipping.",
        "Steak frites ($28): a hanger steak cooked to a true medium rare, with herb butter. The best full meal on the menu.",
        "Chocolate pot de creme ($9): dense and small, perfect with a glass of port.",
      ],
    },
    {
      type: 'paragraph',
      text: "Skip the pasta special, which has been inconsistent, and the Caesar, which is ordinary. This is a place to graze, not to order a three-course dinner.",
    },
    { type: 'heading', text: 'Who It Suits' },
    {
      type: 'paragraph',
      text: "Winslow's is built for dates: a first date at the bar, an anniversary on the patio or a relaxed catch-up with friends over a bottle. It is not a kid place after 6 p.m., though no one will mind an early family dinner. Groups of six can reserve a long table on the patio with notice.",
    },
    { type: 'heading', text: 'When to Go and Parking' },
    {
      type: 'paragraph',
      text: "Weeknights are calm and the staff has more time to talk wine. Fridays and Saturdays fill from 7 p.m., and the patio is first-come in fair weather. Half-price bottle nights on Mondays and Tuesdays are the best deal in the area. Parking is free along Camp Bowie and in a small shared lot behind the building; the brick street gets tight on weekends, so come early.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Ask for a taste before ordering any glass; they are happy to pour.",
        "Go on a Monday or Tuesday for half-price bottles.",
        "Reserve a patio table for an anniversary or birthday.",
        "Share a board and the steak frites for a complete dinner for two.",
      ],
    },
  ],
  restaurants: ['winslows-wine-cafe'],
} satisfies Article;
