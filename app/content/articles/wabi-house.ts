import type { Article } from '../types';

export default {
  slug: 'wabi-house',
  kind: 'review',
  title: 'Wabi House: Rich Tonkotsu and a Late-Night Ramen Fix on the Near Southside',
  category: 'Ramen',
  tags: ['Near Southside', 'Japanese', 'Late Night'],
  author: 'Marcus Reyes',
  publishedAt: '2025-03-11',
  excerpt:
    "Creamy pork broth, springy noodles and a jammy marinated egg, plus a bar that stays open late. How to order at Wabi House and when to avoid the wait.",
  image: {
    src: '/images/articles/wabi-house.svg',
    alt: "A deep bowl of creamy tonkotsu ramen with slices of chashu pork, a halved soft-boiled egg, scallions and nori, on a dark wooden counter with chopsticks.",
  },
  intro:
    "On a cold, wet Fort Worth night, nothing beats a bowl of ramen, and Wabi House is where we go for it. The Near Southside ramen shop has a dark, cozy room, a bar lined with Japanese whiskey and a kitchen that simmers its pork broth for the better part of a day. The result is a bowl that is rich, fragrant and deeply satisfying, and it is available later than most kitchens in the neighborhood.",
  body: [
    { type: 'heading', text: 'The Ramen' },
    {
      type: 'list',
      items: [
        "Tonkotsu ($16): a creamy, opaque pork bone broth with thin noodles, chashu pork belly, a marinated egg and scallions. The classic and the one to order first.",
        "Spicy miso ($16): a thicker, nutty broth with ground pork and chile oil. Our pick for winter.",
        "Shoyu chicken ($15): lighter and clearer, with a soy-based broth and tender chicken thigh.",
        "Vegetable ramen ($15): a mushroom and kombu broth with tofu and seasonal vegetables, good enough that it is not a compromise.",
      ],
    },
    {
      type: 'paragraph',
      text: "Add-ons are worth it: an extra marinated egg ($2), a second slice of chashu ($4) or a kae-dama, an extra portion of noodles ($3) for the broth that is left in your bowl. Ask for your noodles firm if you eat slowly; they soften as they sit.",
    },
    { type: 'heading', text: 'Starters' },
    {
      type: 'paragraph',
      text: "The pork belly bao ($9 for two) are soft and sticky with hoisin and pickled cucumber. The Korean-style fried chicken ($12) is crisp, glazed and a great thing for the table to share while you wait for bowls. Skip the gyoza, which are frozen-tasting and not much better than the grocery store version.",
    },
    { type: 'heading', text: 'Drinks and Late Nights' },
    {
      type: 'paragraph',
      text: "The bar pours Japanese beers, a short sake list and a long lineup of Japanese whiskeys, with highballs from $10. The kitchen stays open late on Fridays and Saturdays, which makes it one of the best late-night meals on the Near Southside after a concert or a night out.",
    },
    { type: 'heading', text: 'Who It Suits' },
    {
      type: 'paragraph',
      text: "Ramen is best for one or two; the room is intimate and the tables are small. It is a good cozy date, a solo dinner at the bar or a late-night stop with a friend. Families with older kids will do fine early in the evening, and most children love noodles, but the room gets dark and loud later. Dinner for two with a starter and drinks runs about $60.",
    },
    { type: 'heading', text: 'When to Go and Parking' },
    {
      type: 'paragraph',
      text: "Wabi House takes no reservations, and on cold weekend nights the wait can reach 45 minutes from 6:30 to 8:30. Put your name in and grab a drink nearby. Weeknights and late nights are easier. Street parking is free on the side streets and metered on the main roads; a paid lot nearby is the safe bet on weekends.",
    },
    {
      type: 'tips',
      title: 'Ramen Tips',
      items: [
        "Order the tonkotsu on your first visit, with an extra egg.",
        "Slurping is encouraged; it cools the noodles and spreads the flavor.",
        "Get the fried chicken for the table while you wait.",
        "Go late on a weekend to skip the dinner line.",
      ],
    },
  ],
  restaurants: ['wabi-house'],
} satisfies Article;
