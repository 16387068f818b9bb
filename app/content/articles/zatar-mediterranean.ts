import type { Article } from '../types';

export default {
  slug: 'zatar-mediterranean',
  kind: 'review',
  title: 'Zatar Mediterranean Grill: Warm Pita, Big Platters and BYOB Near TCU',
  category: 'Mediterranean',
  tags: ['TCU/Berry', 'BYOB', 'Vegetarian Friendly'],
  author: 'Marcus Reyes',
  publishedAt: '2020-07-14',
  excerpt:
    "Fluffy hummus, pita straight from the oven and a mixed grill that feeds two. Why Zatar is our go-to casual dinner near campus, and what to bring to drink.",
  image: {
    src: '/images/articles/zatar-mediterranean.svg',
    alt: "A table spread with a bowl of hummus drizzled with olive oil, a fattoush salad, fried cauliflower with tahini and a basket of puffed pita bread.",
  },
  intro:
    "Some restaurants win you over with one dish. Zatar won us over with the bread. The pita arrives puffed and steaming, straight from the oven, and it turns everything else on the table into an excuse to tear off another piece. Add the fact that you can bring your own bottle, and this bright little room near TCU has become our default for a relaxed weeknight dinner.",
  body: [
    { type: 'heading', text: 'Start With Mezze' },
    {
      type: 'paragraph',
      text: "The smartest way to eat here is to order three or four small plates for the table and let the pita do the work. Everything is made in house, and it shows.",
    },
    {
      type: 'list',
      items: [
        "Hummus ($6): whipped until it is almost airy, with a pool of olive oil and a dusting of sumac.",
        "Baba ghanoush ($7): properly smoky, with the charred eggplant flavor front and center.",
        "Fattoush ($8): crunchy romaine, radish, cucumber and fried pita shards in a sharp lemon dressing.",
        "Fried cauliflower with tahini ($8): crisp, nutty and the dish vegetarians rave about.",
        "Falafel ($6 for five): green inside with herbs, crackly outside.",
      ],
    },
    { type: 'heading', text: 'The Main Event' },
    {
      type: 'paragraph',
      text: "The mixed grill platter ($24) brings chicken shish, beef kofta and lamb skewers over saffron rice with grilled tomatoes and garlic sauce. It feeds two with leftovers, especially after mezze. The chicken shawarma plate ($14) is the best solo order, and the lamb shank on Friday nights is worth planning around when it is on. Skip the gyro wrap, which is fine but ordinary next to everything else.",
    },
    { type: 'heading', text: 'Bringing Your Own Bottle' },
    {
      type: 'paragraph',
      text: "Zatar is BYOB, and the staff will happily open and pour. We like a dry rose or a light, peppery red like a Cotes du Rhone with the grilled meats, and a crisp white with the mezze. There was no corkage fee on our visits, but call ahead to confirm before you bring a group with several bottles.",
    },
    { type: 'heading', text: 'Who It Suits' },
    {
      type: 'paragraph',
      text: "It is an easy choice for families, vegetarians, TCU parents visiting for the weekend and couples who want a cheap date without fast food. Dinner for two with shared mezze and the mixed grill runs around $50 before tip, and your wine costs whatever you paid at the store.",
    },
    { type: 'heading', text: 'Timing and Parking' },
    {
      type: 'paragraph',
      text: "Weeknights are calm. Friday and Saturday between 6:30 and 8 p.m. get busy, and home football weekends are packed. The strip-center lot out front is free and usually has space outside game days.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Ask for extra pita; it is worth it.",
        "Bring your own wine and a bottle opener just in case.",
        "Order mezze first and decide on mains after.",
        "Avoid TCU home game Saturdays unless you like crowds.",
      ],
    },
  ],
  restaurants: ['zatar-mediterranean-grill'],
} satisfies Article;
