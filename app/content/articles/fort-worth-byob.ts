import type { Article } from '../types';

export default {
  slug: 'fort-worth-byob',
  kind: 'review',
  title: "Bring Your Own Bottle: Three Fort Worth BYOB Dinners We Love",
  category: 'BYOB',
  tags: ['Date Night', 'Budget'],
  author: 'Marcus Reyes',
  publishedAt: '2022-09-07',
  excerpt:
    "Thai curries on the Near Southside, mezze near TCU and Vietnamese on the Northside, all with your own bottle on the table. Our favorite BYOB spots and how to do them right.",
  image: {
    src: '/images/articles/fort-worth-byob.svg',
    alt: "A bottle of white wine and two glasses on a table crowded with green curry, hummus and a steaming bowl of pho.",
  },
  intro:
    "A BYOB dinner is one of the best deals in Fort Worth. You skip a 300 percent wine markup, you drink exactly what you like, and the restaurants that allow it tend to be small, family-run places where the cooking is the whole point. These are the three we return to most, along with what we pour at each.",
  body: [
    { type: 'heading', text: 'Spice Thai Kitchen (Near Southside)' },
    {
      type: 'paragraph',
      text: "A narrow dining room with maybe a dozen tables and a kitchen that does not hold back on chiles. The green curry with chicken ($15) is bright and herbal, the drunken noodles ($14) come with real wok char, and the crispy pork belly with Chinese broccoli ($17) is the dish we order every single time. Ask for your spice level honestly; a medium here is a hot almost anywhere else.",
    },
    {
      type: 'paragraph',
      text: "What to bring: an off-dry Riesling or a cold lager. Sweetness and bubbles both tame the heat, and big oaky reds will taste like tin next to the curry.",
    },
    { type: 'heading', text: 'Zatar Mediterranean Grill (TCU/Berry)' },
    {
      type: 'paragraph',
      text: "Zatar is a relaxed, bright room near campus where the hummus is whipped until it is almost fluffy and the pita comes straight from the oven. Build a table of mezze: hummus ($7), baba ghanoush ($8), fattoush ($9) and the fried cauliflower with tahini ($9), then split the mixed grill platter ($26) with chicken shish, kofta and lamb. It feeds two with leftovers.",
    },
    {
      type: 'paragraph',
      text: "What to bring: a dry rose or a light, chillable red like a Gamay. Both handle garlic, lemon and grilled meat without a fight.",
    },
    { type: 'heading', text: 'Four Sisters (Northside)' },
    {
      type: 'paragraph',
      text: "Four Sisters is a Vietnamese family kitchen with a long menu and very short wait for food. The pho dac biet ($13) has a clear, deeply spiced broth, the grilled pork vermicelli bowl ($12) is our warm-weather favorite, and the fried egg rolls ($6) are shatteringly crisp. The banh xeo, a giant turmeric crepe filled with shrimp and pork, is the showpiece and big enough for the table.",
    },
    {
      type: 'paragraph',
      text: "What to bring: light beer or a crisp Sauvignon Blanc. Nothing heavy, and nothing you would be sad to drink out of a water glass.",
    },
    { type: 'heading', text: 'The Money Math' },
    {
      type: 'list',
      items: [
        "Dinner for two at any of the three runs about $40 to $60 before tip.",
        "A $15 bottle from the shop down the road would cost $45 or more on a wine list.",
        "Where there is a corkage fee, it has been $5 to $10 a bottle in our experience.",
        "Tip on what the meal would have cost with drinks; your server is still opening and pouring.",
      ],
    },
    {
      type: 'tips',
      title: 'BYOB Tips',
      items: [
        "Call ahead to confirm the restaurant's BYOB policy and ask whether there is a corkage fee, because both can change without notice.",
        "Bring your own glassware if you are unsure whether the restaurant has wine glasses to lend.",
        "Match your drinks to the cuisine, such as off-dry whites with spicy Thai, rose with Mediterranean mezze and light beer with Vietnamese food.",
        "Be respectful of other diners by keeping the volume down, not lingering at the table when people are waiting and taking your empties with you.",
      ],
    },
  ],
  restaurants: ['spice-thai-kitchen', 'zatar-mediterranean-grill', 'four-sisters'],
} satisfies Article;
