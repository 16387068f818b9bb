import type { Article } from '../types';

export default {
  slug: 'little-red-wasp',
  kind: 'review',
  title: 'Little Red Wasp: Downtown Comfort Food Done With Real Polish',
  category: 'American',
  tags: ['Downtown', 'Pre-Theater', 'Lunch'],
  author: 'Marcus Reyes',
  publishedAt: '2022-08-23',
  excerpt:
    "Fried chicken sandwiches, a terrific burger and a short, smart cocktail list a few steps from Sundance Square. What we order at Little Red Wasp before a show.",
  image: {
    src: '/images/articles/little-red-wasp.svg',
    alt: "A crispy fried chicken sandwich with pickles and slaw on a brioche bun, a side of crinkle fries and an amber cocktail on a dark wood bar in a narrow dining room.",
  },
  intro:
    "Downtown Fort Worth has plenty of places to eat before a show at Bass Hall, and most of them feel like they know you will not be back. Little Red Wasp is the exception. The narrow brick room is buzzy without being loud, the menu sticks to American comfort food cooked with care and the bartenders can get you from a first drink to the curtain on time.",
  body: [
    { type: 'heading', text: 'What to Order' },
    {
      type: 'list',
      items: [
        "The Wasp burger ($15): two thin griddled patties, American cheese, grilled onions and pickles. A great burger in a neighborhood of okay ones.",
        "Fried chicken sandwich ($14): buttermilk-brined thigh, crisp and juicy, with a tangy slaw and spicy mayo.",
        "Shrimp and grits ($22): creamy stone-ground grits with a smoky tasso gravy. The best dinner plate.",
        "Fried green tomatoes ($10): cornmeal-crusted and served with a herby buttermilk dressing.",
        "Warm butter cake ($9): crisp edges, soft middle, a scoop of vanilla ice cream.",
      ],
    },
    {
      type: 'paragraph',
      text: "The big entree salads are well made but priced like steaks, and the fish of the day was overcooked on one visit. Stick to the sandwiches, the burger and the shrimp and grits and you will leave happy.",
    },
    { type: 'heading', text: 'Cocktails' },
    {
      type: 'paragraph',
      text: "The bar makes classics with care: a proper daiquiri, a balanced old fashioned and a house gin drink with grapefruit and rosemary ($12 to $14). There is a short list of Texas beers and a handful of wines by the glass. Weekday happy hour from 3 to 6 p.m. has $7 cocktails and half-price fried green tomatoes.",
    },
    { type: 'heading', text: 'Who It Suits' },
    {
      type: 'paragraph',
      text: "It is a natural pre-theater dinner and a smart business lunch, with quick service and a room where you can hear each other. Couples will find it a good casual date night, especially at the bar. Families are welcome at lunch; the kids' grilled cheese and fries ($7) is a safe bet, though the room is tight for strollers.",
    },
    { type: 'heading', text: 'When to Go and Parking' },
    {
      type: 'paragraph',
      text: "Performance nights at Bass Hall fill the room from 5:30 to 7 p.m., so reserve if you have tickets. Weekday lunch is busy with downtown office workers from noon to 1. Late evening after the show is relaxed and the bar stays open. Park in one of the Sundance Square garages, which are free for the first few hours on evenings and weekends, or at a downtown meter during the day.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Book a 5:30 table before an 8 p.m. curtain and tell your server you have a show.",
        "Sit at the bar for quicker service and the best people-watching.",
        "Split the butter cake; it is big.",
        "Use the Sundance Square garages at night instead of hunting for a meter.",
      ],
    },
  ],
  restaurants: ['little-red-wasp'],
} satisfies Article;
