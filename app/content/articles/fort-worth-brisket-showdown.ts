import type { Article } from '../types';

export default {
  slug: 'fort-worth-brisket-showdown',
  kind: 'review',
  title: "Brisket Three Ways: Cooper's vs. Panther City vs. Ben's Triple B",
  category: 'BBQ',
  tags: ['Brisket', 'Stockyards', 'Near Southside', 'Near Eastside'],
  author: 'Marcus Reyes',
  publishedAt: '2025-07-15',
  excerpt:
    "One Saturday, three pits, a pound and a half of brisket. How Fort Worth's open-pit classic, its Near Southside favorite and a brewery-lot food truck compare, slice for slice.",
  image: {
    src: '/images/articles/fort-worth-brisket-showdown.svg',
    alt: 'Three piles of sliced brisket on butcher paper side by side, each with a different bark and smoke ring, with pickles and onions in between.',
  },
  intro:
    "Every Fort Worth barbecue argument eventually comes down to brisket. So we spent a Saturday settling one, or at least trying to. We ordered half a pound of moist (fatty) brisket at three very different places: a Stockyards legend cooking over an open pit, a Near Southside favorite with a line before 11 and a Near Eastside food truck parked in a brewery lot. Here is how they stacked up.",
  body: [
    { type: 'heading', text: "Cooper's Old Time Pit Bar-B-Que" },
    {
      type: 'paragraph',
      text: "Cooper's cooks Llano-style, directly over mesquite coals in an open pit, and it shows: the brisket is smokier and a little leaner than the others, with a thinner bark. Before you get your plate, it gets a dip in the sauce, which gives it a tangy, sweet edge. It is a different style rather than a lesser one, and it is the best atmosphere of the three by a mile. Order it alongside the Big Chop pork chop, which is arguably the better reason to come.",
    },
    { type: 'heading', text: 'Panther City BBQ' },
    {
      type: 'paragraph',
      text: "Panther City's prime brisket is the textbook Central Texas version: thick black bark heavy on coarse pepper, a deep smoke ring and fat that melts as soon as it hits your tongue. Each slice is jiggly and barely holds together, exactly as it should. It was the most consistent of the day. The downside is the wait; we got in line at 10:40 and ate at 11:35. The brisket elote on the side is a must.",
    },
    { type: 'heading', text: "Ben's Triple B" },
    {
      type: 'paragraph',
      text: "Ben's Triple B works out of a black trailer and an offset smoker in a brewery lot on the Near Eastside, and its brisket was the surprise of the day. The bark is peppery and a little sweet, the fat is well rendered, and the slices were the juiciest we had. Consistency can vary from week to week, which is the nature of a small operation, but on a good day it holds its own against anyone. Get there before noon, because it sells out.",
    },
    { type: 'heading', text: 'The Verdict' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Panther City BBQ: the best pure brisket, and the one to beat.',
        "Ben's Triple B: a close second, with the best value and a pint from the taproom.",
        "Cooper's: the best experience and the best pork chop, in a different, smokier style.",
      ],
    },
    {
      type: 'tips',
      title: 'Brisket Crawl Tips',
      items: [
        'Order moist (fatty) brisket for the fairest comparison.',
        'Half a pound per stop is plenty for two people.',
        "Start at Panther City at opening, then Ben's Triple B, then finish at Cooper's.",
        'Bring a cooler; leftover brisket reheats well wrapped in foil at a low oven temperature.',
      ],
    },
  ],
  restaurants: ['coopers-old-time-pit-barbque', 'panther-city-bbq', 'bens-triple-b'],
} satisfies Article;
