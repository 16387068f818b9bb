import type { Article } from '../types';

export default {
  slug: 'four-sisters',
  kind: 'review',
  title: 'Four Sisters: A Northside Vietnamese Kitchen Worth the Drive',
  category: 'Asian',
  tags: ['Vietnamese', 'Northside', 'BYOB'],
  author: 'Marcus Reyes',
  publishedAt: '2024-04-09',
  excerpt:
    "Clear, fragrant pho, crackling egg rolls and a giant banh xeo at a family-run BYOB on the Northside. What to order and what to bring.",
  image: {
    src: '/images/articles/four-sisters.svg',
    alt: "A large bowl of pho with thin slices of beef, rice noodles and herbs, beside a plate of fried egg rolls, lettuce leaves and a golden turmeric crepe.",
  },
  intro:
    "Four Sisters is the kind of restaurant you tell friends about and then worry it will get too crowded. The family-run Vietnamese kitchen on the Northside has a long laminated menu, a small dining room with plain tables and food that arrives faster than seems possible. It is also BYOB, which turns an already cheap dinner into one of the best deals in town.",
  body: [
    { type: 'heading', text: 'The Pho' },
    {
      type: 'paragraph',
      text: "The pho dac biet ($13) is the house special bowl, with rare steak, brisket, tendon and meatballs over rice noodles in a clear, deeply spiced broth that tastes of star anise, charred onion and long simmering. The plate of basil, bean sprouts, lime and jalapeno comes on the side; add them a little at a time. The chicken pho ($12) is lighter and very good on a sick day.",
    },
    { type: 'heading', text: 'Beyond the Soup' },
    {
      type: 'list',
      items: [
        "Fried egg rolls ($6): shatteringly crisp, to wrap in lettuce and herbs and dip in nuoc cham.",
        "Grilled pork vermicelli bowl ($12): caramelized pork over cool noodles and greens. Our warm-weather favorite.",
        "Banh xeo ($14): a huge, crackling turmeric crepe filled with shrimp, pork and bean sprouts. Enough for two to share.",
        "Broken rice with grilled pork chop ($13): a homey, satisfying plate with a fried egg on top.",
        "Vietnamese iced coffee ($5): strong, sweet and a must.",
      ],
    },
    {
      type: 'paragraph',
      text: "The Chinese-American section of the menu, sweet and sour chicken and the like, is there for the unadventurous and not worth your time. The banh mi is decent but better at a dedicated bakery.",
    },
    { type: 'heading', text: 'What to Bring' },
    {
      type: 'paragraph',
      text: "Since you bring your own, think cold and crisp. A light lager, a dry Riesling or a sparkling wine all work with the herbs, fish sauce and chile. Big tannic reds fight with everything. The staff will bring glasses and an opener; call ahead if you are planning to bring several bottles for a group.",
    },
    { type: 'heading', text: 'Who It Suits' },
    {
      type: 'paragraph',
      text: "Families, groups of friends and anyone on a budget. Dinner for two with a shared starter and two mains runs about $35 before tip. It is a fun, casual date if you like to share, though the room is bright and basic. Kids love the egg rolls and the noodle bowls.",
    },
    { type: 'heading', text: 'When to Go and Parking' },
    {
      type: 'paragraph',
      text: "Lunch on weekdays is quick and steady. Weekend evenings from 6 to 8 p.m. can mean a 20-minute wait for a table of four or more. There is a free strip-center lot out front with plenty of space.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Order the banh xeo to share and a bowl of pho each.",
        "Bring a cold lager or Riesling, and ask about corkage before you go.",
        "Take home extra broth; they sell it by the quart.",
        "Cash is welcome, but cards work too.",
      ],
    },
  ],
  restaurants: ['four-sisters'],
} satisfies Article;
