import type { Article } from '../types';

export default {
  slug: 'stockyards-date-night',
  kind: 'review',
  title: 'A Stockyards Date Night, From Cattle Drive to Last Song',
  category: 'Date Night',
  tags: ['Stockyards', 'BBQ', 'Live Music'],
  author: 'Callie Brooks',
  publishedAt: '2025-10-07',
  excerpt:
    "Catch the evening cattle drive, eat pit barbecue off butcher paper, end on a patio with a band. A step-by-step Stockyards date that is more fun than fancy.",
  image: {
    src: '/images/articles/stockyards-date-night.svg',
    alt: 'A couple sharing brisket and a pork chop on butcher paper at a picnic table, with the lights of Exchange Avenue glowing behind them.',
  },
  intro:
    "Plenty of people think of the Stockyards as a place you take visiting relatives, not a place you take a date. We think that is a mistake. On a cool fall evening, with the brick streets lit up and music coming out of every door, it is one of the most romantic corners of Fort Worth, as long as you go in with a plan and the right expectations. Here is ours.",
  body: [
    { type: 'heading', text: '4:00 p.m.: The Evening Cattle Drive' },
    {
      type: 'paragraph',
      text: "Start with the longhorns. The afternoon cattle drive moves down Exchange Avenue, and it is both a little silly and completely charming. Stake out a spot along the curb about 15 minutes early. Afterward, take a slow walk around the old brick buildings and the shops before the dinner crowd arrives.",
    },
    { type: 'heading', text: "5:00 p.m.: Dinner at Cooper's" },
    {
      type: 'paragraph',
      text: "Head to Cooper's Old Time Pit Bar-B-Que, where you order straight from the open pit out front. Point at what you want, the meat gets a dunk in sauce and lands on butcher paper by the pound. For two, order half a pound of brisket and one Big Chop pork chop to split, then grab a seat inside at the long tables, where the pinto beans and white bread are free. Dinner for two with drinks runs around $50. It is messy, casual and much more fun than a white tablecloth.",
    },
    {
      type: 'paragraph',
      text: "Going early matters. By 6:30 on Saturdays the line at the pit stretches back, and the best cuts start to run low.",
    },
    { type: 'heading', text: '7:00 p.m.: Music at Love Shack' },
    {
      type: 'paragraph',
      text: "Walk over to Love Shack on Exchange Avenue for the second half of the night. The open-air patio has live music most nights, and the vibe is relaxed and easy. Grab a couple of Lone Stars at the window and find a table near the stage. If you are still peckish, split a basket of fries and save the quail-egg burger for your next visit. On Friday and Saturday nights, the patio stays open until 1 a.m., so there is no rush.",
    },
    { type: 'heading', text: 'Optional: A Nightcap on the Northside' },
    {
      type: 'paragraph',
      text: "If you want to finish somewhere quieter, Joe T. Garcia's is a short drive south on the Northside, and a rocks margarita in the garden is a lovely way to end the night.",
    },
    {
      type: 'tips',
      title: 'Date Night Tips',
      items: [
        "Wear comfortable boots or shoes; the Stockyards' brick streets are uneven.",
        'Park once in a paid lot near Stockyards Boulevard and walk everywhere.',
        'Go on a Thursday or Sunday for smaller crowds and easier tables.',
        'Bring a light jacket in fall; evenings on the patio cool off quickly.',
      ],
    },
  ],
  restaurants: ['coopers-old-time-pit-barbque', 'love-shack', 'joe-t-garcias'],
} satisfies Article;
