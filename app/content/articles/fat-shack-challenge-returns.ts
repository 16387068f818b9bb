import type { Article } from '../types';

export default {
  slug: 'fat-shack-challenge-returns',
  kind: 'news',
  title: 'The Fat Shack Eating Competition Is Back on Nov. 1',
  category: 'Competition',
  tags: ['TCU/Berry', 'Eating Challenge', 'Burgers'],
  author: 'Marcus Reyes',
  publishedAt: '2026-09-29',
  excerpt:
    "Free food for life is on the line again. Fat Shack brings back its eating competition on Sunday, Nov. 1, with the same $20 entry at the counter and a slightly bigger tray.",
  image: {
    src: '/images/articles/fat-shack-challenge-returns.svg',
    alt: 'A competition tray loaded with a triple cheeseburger, a stuffed hoagie, cheese fries and a tall shake under a stopwatch.',
  },
  intro:
    "It is back. Fat Shack, the late-night burger and fries spot on West Berry near TCU, will host its eating competition again on Sunday, November 1, at 2 p.m., and the prize is still the one that gets everyone's attention: free food for life.",
  body: [
    {
      type: 'event',
      title: 'Event Details',
      name: 'Fat Shack Eating Competition 2026',
      startsAt: '2026-11-01T14:00:00-06:00',
      venue: { restaurant: 'fat-shack' },
      price: 20,
      items: [
        { label: 'Date', value: 'Sunday, November 1, 2026' },
        { label: 'Time', value: '2:00 PM; check-in 1:00 to 1:45 PM' },
        { label: 'Entry fee', value: '$20, paid at the restaurant on the day' },
        { label: 'Prize', value: 'Free food for life' },
      ],
    },
    {
      type: 'paragraph',
      text: "The format follows the original competition that packed the restaurant years ago. Contestants sit at one long table and face an identical tray, and the clock runs for 30 minutes. The tray has grown a little this time: a triple-patty cheeseburger, one of the house stuffed hoagies with chicken fingers, mozzarella sticks and fries inside, a pound of cheese fries, a 24-ounce shake and, new for this year, a side of fried pickles. First to clean the tray wins. If nobody finishes, the lightest leftover tray takes the title.",
    },
    {
      type: 'paragraph',
      text: "Entry is still $20, paid at the restaurant on the day, and there is no online sign-up. Check-in opens at 1 p.m. and closes at 1:45, and seats are limited to the length of the competition table, so serious contestants should arrive early. Contestants must be 18 or older and will sign a waiver at check-in. Water is allowed; leaving the table is not.",
    },
    {
      type: 'paragraph',
      text: "Spectators are free, and the regular menu stays open all afternoon. It lands on a Sunday with no home football game, which should help with parking, but the Berry Street lot will still fill quickly. Plan to park on the residential streets to the south and walk over, and be respectful of the neighbors.",
    },
    {
      type: 'paragraph',
      text: "We will be in the crowd again, cheering loudly and eating a single, normal-sized burger. If you are thinking about entering, our advice from last time still stands: eat a light breakfast, start with the fries while they are hot, and leave the shake for last.",
    },
  ],
  restaurants: ['fat-shack'],
} satisfies Article;
