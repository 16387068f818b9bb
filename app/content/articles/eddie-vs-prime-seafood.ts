import type { Article } from '../types';

export default {
  slug: 'eddie-vs-prime-seafood',
  kind: 'review',
  title: "Eddie V's Prime Seafood: A Big Night Out in Sundance Square",
  category: 'Seafood',
  tags: ['Fancy Restaurant', 'Date Night', 'Sundance Square'],
  author: 'Marcus Reyes',
  publishedAt: '2025-04-15',
  excerpt:
    "Steamed sea bass, a chilled seafood tower and live jazz in the lounge. Eddie V's is built for anniversaries, and here is how to get the most out of the splurge.",
  image: {
    src: '/images/articles/eddie-vs-prime-seafood.svg',
    alt: "A steamed fillet of Chilean sea bass in a ginger soy broth beside a chilled seafood tower and two glasses of white wine.",
  },
  intro:
    "Every city needs a restaurant where you go when the occasion demands dark wood, white tablecloths and a bartender in a vest. In downtown Fort Worth, Eddie V's in Sundance Square is that place for seafood. It is expensive, polished and a little old-school, and on the right night it is exactly what you want.",
  body: [
    { type: 'heading', text: 'The Room' },
    {
      type: 'paragraph',
      text: "There are two worlds here. The main dining room is quiet and elegant, with plush booths that are ideal for a proposal or a serious business dinner. The lounge, the V Lounge, is livelier, with a long bar and a live jazz trio most nights from about 6:30. If you want conversation, book the dining room; if you want atmosphere, ask for a lounge table.",
    },
    { type: 'heading', text: 'What to Order' },
    {
      type: 'list',
      items: [
        "Chilean sea bass ($52): steamed Hong Kong style in a light soy broth with ginger and scallion. Silky, clean and the best dish in the house.",
        "Chilled seafood tower ($95 for two): oysters, jumbo shrimp, crab claws and half a lobster on ice. A showstopper to start an anniversary.",
        "Crab fried rice ($22): a side big enough for the table, loaded with lump crab.",
        "Prime filet ($62): if someone at the table does not eat fish, the steak is excellent in its own right.",
        "Bananas Foster ($16): flambeed tableside. Theatrical, and worth it.",
      ],
    },
    {
      type: 'paragraph',
      text: "Skip the lobster tacos, which are small for the price, and the seafood pasta, which tastes heavier than the rest of the menu. A la carte sides add up quickly, so order two to share among three or four people.",
    },
    { type: 'heading', text: 'The Lounge Happy Hour' },
    {
      type: 'paragraph',
      text: "The smart-money move is happy hour in the V Lounge, served daily from 4 to 7 p.m. Select cocktails and wines are $9 to $12, and a small plates menu offers crispy calamari, beef tenderloin bites and a half-dozen oysters for $10 to $16 each. Add the jazz and you have the best value way to experience the place, for about $50 a person instead of $150.",
    },
    { type: 'heading', text: 'Budget and Dress' },
    {
      type: 'paragraph',
      text: "Dinner for two with a shared starter, two entrees, one side, dessert and a modest bottle of wine runs about $300 to $350 before tip. Dress is business casual at minimum; you will see suits and cocktail dresses on weekends. Reservations are essential on Fridays and Saturdays, ideally a week out.",
    },
    { type: 'heading', text: 'Parking' },
    {
      type: 'paragraph',
      text: "Valet is available at the door on weekend evenings. Otherwise use one of the Sundance Square garages a block or two away; several are free on evenings and weekends, and the walk through the square is pleasant at night.",
    },
    {
      type: 'tips',
      title: 'Special Occasion Tips',
      items: [
        "Mention the occasion when booking; they often add a small touch at dessert.",
        "Request a booth in the dining room for privacy or a lounge table for the jazz.",
        "Try happy hour first if you want to test the waters without the full bill.",
        "Ask your server about the fresh catch of the day, which can beat the printed menu.",
      ],
    },
  ],
  restaurants: ['eddie-vs-prime-seafood'],
} satisfies Article;
