import type { Article } from '../types';

export default {
  slug: 'spice-thai-kitchen',
  kind: 'review',
  title: 'Spice Thai Kitchen: Real Heat and a Bring-Your-Own Bottle',
  category: 'Thai',
  tags: ['BYOB', 'Near Southside', 'Spicy'],
  author: 'Callie Brooks',
  publishedAt: '2024-06-11',
  excerpt:
    "The Near Southside Thai spot that takes your spice request seriously and lets you bring your own Riesling. Dishes to order, heat levels decoded and what to pack.",
  image: {
    src: '/images/articles/spice-thai-kitchen.svg',
    alt: 'A bowl of red drunken noodles with basil leaves and chilies next to a chilled bottle of white wine and two glasses.',
  },
  intro:
    "If you have ever ordered your Thai food hot and gotten something that barely tingled, Spice Thai Kitchen is here to fix that. This small, friendly Near Southside restaurant cooks with genuine heat when you ask for it and a lot of flavor when you do not, and because it is BYOB you can bring exactly the bottle you want to put out the fire. It has become our standing Tuesday-night dinner.",
  body: [
    { type: 'heading', text: 'The Heat Scale, Decoded' },
    {
      type: 'paragraph',
      text: "Dishes are cooked from mild to Thai hot. Medium here is what most places would call hot, and Thai hot is a real commitment, with fresh bird's eye chilies you can see and feel. Our advice for a first visit: order medium across the table and ask for the chili caddy of fish sauce, dried chili and vinegar so everyone can adjust their own plate.",
    },
    { type: 'heading', text: 'What to Order' },
    {
      type: 'list',
      items: [
        "Larb gai: minced chicken with lime, toasted rice powder, mint and shallots. Bright, crunchy and our favorite way to start, at about $13.",
        'Crispy pork belly with Chinese broccoli: crackling-edged pork, garlicky greens and the dish we order every single time, about $17.',
        'Drunken noodles: wide, charred rice noodles with basil and chilies. Order them medium or above; they need the heat.',
        'Khao man gai on weekends: poached chicken over rice cooked in the broth, with a ginger-soy sauce. Simple and deeply comforting.',
        'Tom yum with shrimp: sour, hot and clear, ideal for a cold night.',
              ],
    },
    {
      type: 'paragraph',
      text: "The pad see ew and fried rice are well made but mild crowd-pleasers. If you are going to eat here, lean into the salads, soups and the spicier stir-fries where the kitchen really shows off.",
    },
    { type: 'heading', text: 'What to Bring' },
    {
      type: 'paragraph',
      text: "Off-dry Riesling is the classic match for spicy Thai food, and it is our default here. A cold lager or a crisp rosé also works, while heavy reds and high-alcohol wines make the chilies feel even hotter. The staff provide glasses and an opener, and there has been no corkage fee when we have visited, though it is always worth calling ahead to check the current policy.",
    },
    { type: 'heading', text: 'The Practical Stuff' },
    {
      type: 'paragraph',
      text: "Dinner for two with three dishes and rice runs about $45 before tip, which is a big part of why we keep coming back. The room is small and fills by 7 on weekends, so come early or order takeout and eat at home with the rest of the bottle.",
    },
    {
      type: 'tips',
      title: 'Spice Thai Tips',
      items: [
        'Start at medium; you can always add heat with the chili caddy.',
        'Bring an off-dry Riesling or a cold lager, not a big red.',
        'Weeknights before 7 are the easiest time to walk in.',
        'Order the larb, even if you think you do not like salads.',
      ],
    },
  ],
  restaurants: ['spice-thai-kitchen'],
} satisfies Article;
