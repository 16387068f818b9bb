import type { Article } from '../types';

export default {
  slug: 'lucky-bee-kitchen',
  kind: 'review',
  title: 'Lucky Bee Kitchen: Pan-Asian Small Plates Made for Sharing',
  category: 'Asian',
  tags: ['Near Southside', 'Small Plates', 'Date Night'],
  author: 'Callie Brooks',
  publishedAt: '2023-11-14',
  excerpt:
    "Crispy rice, soup dumplings, a fiery dan dan noodle and cocktails with yuzu and lemongrass. How to order at Lucky Bee Kitchen and get the most out of a table for two.",
  image: {
    src: '/images/articles/lucky-bee-kitchen.svg',
    alt: "A wooden table with small plates of pan-fried dumplings, crispy rice topped with spicy tuna, a bowl of dan dan noodles and a pale yellow cocktail in a coupe glass.",
  },
  intro:
    "Lucky Bee Kitchen takes its cues from all over Asia and does not apologize for it. A plate of Sichuan-style noodles sits next to Korean fried cauliflower and Vietnamese-inspired lettuce wraps, and somehow it all works. The room on the Near Southside is small, bright and humming, with a long bar and a kitchen that sends out plates as they are ready. Come hungry, and come with someone who likes to share.",
  body: [
    { type: 'heading', text: 'How to Order' },
    {
      type: 'paragraph',
      text: "The menu is built around small and medium plates from $8 to $18. For two people, four or five plates is about right, plus a noodle or rice dish to round things out. Everything arrives as it is cooked, so order in two rounds rather than all at once.",
    },
    { type: 'heading', text: 'The Plates We Order Every Time' },
    {
      type: 'list',
      items: [
        "Crispy rice with spicy tuna ($14): crunchy golden squares topped with a cool, lightly spicy tuna and a slice of jalapeno.",
        "Pork and chive dumplings ($10 for six): pan-fried with a lacy crisp bottom and a black vinegar dipping sauce.",
        "Dan dan noodles ($15): chewy noodles, ground pork, chile oil and a numbing hit of Sichuan pepper.",
        "Korean fried cauliflower ($11): sticky, sweet and spicy. Vegetarians should start here.",
        "Lemongrass chicken lettuce wraps ($13): bright, herby and good for cooling down between spicy bites.",
      ],
    },
    {
      type: 'paragraph',
      text: "Skip the fried rice, which tastes like a filler, and the beef and broccoli, which is pleasant but ordinary next to the rest of the menu. For dessert, the miso caramel ice cream ($8) is salty, sweet and worth saving room for.",
    },
    { type: 'heading', text: 'Drinks' },
    {
      type: 'paragraph',
      text: "The cocktail list leans bright and citrusy, with yuzu, lemongrass and ginger doing a lot of work. The yuzu gimlet ($13) is a standout. There is a short sake list, a few Japanese beers and a by-the-glass wine selection that favors off-dry whites, which is exactly what you want with chile oil.",
    },
    { type: 'heading', text: 'Who It Suits' },
    {
      type: 'paragraph',
      text: "Lucky Bee is a natural date-night spot: sharing plates makes conversation easy, and the bar seats are great for two. Groups of four to six do well at the larger tables with reservations. Adventurous kids will be fine at an early dinner, but picky eaters may struggle.",
    },
    { type: 'heading', text: 'When to Go and Parking' },
    {
      type: 'paragraph',
      text: "Reserve for Thursday through Saturday evenings; walk-ins can often grab bar seats before 6 p.m. Dinner for two with cocktails runs about $90 to $110 before tip. Parking is on the street, free on the residential side streets and metered on the main roads; a nearby paid lot is handy on busy weekend nights.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Order in two rounds so hot dishes do not pile up.",
        "Tell your server about spice tolerance; the dan dan noodles are genuinely hot.",
        "Sit at the bar for the best view of the kitchen.",
        "Save room for the miso caramel ice cream.",
      ],
    },
  ],
  restaurants: ['lucky-bee-kitchen'],
} satisfies Article;
