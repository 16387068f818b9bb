import type { Article } from '../types';

export default {
  slug: 'twigs-bistro',
  kind: 'review',
  title: 'Twigs Bistro: A West 7th Bistro for Flatbreads, Lunch Dates and a Martini',
  category: 'American',
  tags: ['Bistro', 'West 7th', 'Date Night'],
  author: 'Callie Brooks',
  publishedAt: '2023-02-07',
  excerpt:
    "Flatbreads, a terrific short rib, bright salads and a bar that mixes a serious martini. What to order at Twigs Bistro and when the West 7th crowd takes over.",
  image: {
    src: '/images/articles/twigs-bistro.svg',
    alt: "A bistro table with a pear and gorgonzola flatbread on a wooden board, a plate of braised short rib over mashed potatoes and a martini with an olive.",
  },
  intro:
    "Twigs Bistro is the kind of place West 7th needs more of: a grown-up dining room that is neither a sports bar nor a club. The space is warm and modern, with a long bar, a wine wall and big windows onto the street, and the menu is new American bistro food that is easy to like. It is where we go when we want something nicer than a burger but do not want to make a production of dinner.",
  body: [
    { type: 'heading', text: 'Start With a Flatbread' },
    {
      type: 'paragraph',
      text: "The flatbreads ($13 to $15) are the signature, thin and crisp with toppings that lean sweet and salty. The pear, gorgonzola and caramelized onion flatbread with a balsamic drizzle is the one everyone orders, and for good reason. The spicy sausage and roasted red pepper version is our alternative when we want a little heat. One flatbread is plenty for two as a starter.",
    },
    { type: 'heading', text: 'Mains Worth Ordering' },
    {
      type: 'list',
      items: [
        "Braised short rib ($29): fork-tender over garlic mashed potatoes with a red wine reduction. The best thing on the menu.",
        "Seared salmon ($26): crisp skin, with a lemony orzo and roasted asparagus.",
        "Chicken and brie sandwich ($15 at lunch): grilled chicken, melted brie and apple on a toasted baguette.",
        "Roasted beet and goat cheese salad ($12): a good lighter option, with candied pecans.",
      ],
    },
    {
      type: 'paragraph',
      text: "The pasta dishes are the weak link, heavy on cream and light on seasoning. The crab cakes are small for $18. If you want dessert, the bread pudding with bourbon caramel ($9) is big enough for the table.",
    },
    { type: 'heading', text: 'The Bar' },
    {
      type: 'paragraph',
      text: "The martini list is long and a little playful, but the classic gin martini ($13), stirred cold and served with a blue-cheese olive, is what to get. Wines by the glass run $10 to $16. Happy hour, weekdays 3 to 6:30 p.m., knocks a few dollars off drinks and flatbreads, and it is a great time to grab a seat at the bar.",
    },
    { type: 'heading', text: 'Who It Suits' },
    {
      type: 'paragraph',
      text: "Twigs is ideal for a relaxed date night, a lunch with your mom or a business lunch where you need to hear each other. The weekend brunch is popular with friend groups. It is fine for well-behaved older kids at an early dinner, but the room gets lively and loud after 8 p.m. on Fridays and Saturdays, when the West 7th crowd arrives.",
    },
    { type: 'heading', text: 'When to Go and Parking' },
    {
      type: 'paragraph',
      text: "Reserve on weekend evenings. Weeknights and weekday lunches are easy walk-ins. The West 7th garages are a short walk and usually free for the first few hours; street parking is metered and scarce on weekend nights.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Order the pear and gorgonzola flatbread to share, then the short rib.",
        "Go at happy hour for half the price and all of the atmosphere.",
        "Book a booth if you want a quieter date night.",
        "Park in a garage and skip circling for a street meter.",
      ],
    },
  ],
  restaurants: ['twigs-bistro'],
} satisfies Article;
