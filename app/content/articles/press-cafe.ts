import type { Article } from '../types';

export default {
  slug: 'press-cafe',
  kind: 'review',
  title: 'Press Cafe: Trinity River Views and a Menu That Works Any Time of Day',
  category: 'American',
  tags: ['Clearfork', 'Patio', 'Brunch'],
  author: 'Marcus Reyes',
  publishedAt: '2021-01-19',
  excerpt:
    "A big patio above the Trinity trail, a wood-fired grill and a menu that handles brunch, lunch and a casual dinner. What to order at Press Cafe in Clearfork.",
  image: {
    src: '/images/articles/press-cafe.svg',
    alt: "A sunny patio with wooden tables overlooking the Trinity River trail, with a plate of avocado toast, a grilled salmon salad and two iced coffees.",
  },
  intro:
    "Press Cafe sits right beside the Trinity Trails in Clearfork, and on a clear morning the patio might be the most pleasant place to eat in Fort Worth. Cyclists roll up in their gear, families walk in after a stroll along the river and the kitchen keeps pace with a menu that runs from pancakes to grilled fish. It is not the most adventurous cooking in town, but it is consistently good, and the setting does a lot of work.",
  body: [
    { type: 'heading', text: 'Morning and Brunch' },
    {
      type: 'paragraph',
      text: "Breakfast is served daily until 11 a.m., with a longer brunch on weekends. The lemon ricotta pancakes ($12) are tall and light, with a bright citrus edge. The breakfast tacos ($10 for two) come with scrambled eggs, bacon, potato and a good roasted tomato salsa. The avocado toast ($11) is what you expect, but the bread is thick and toasted well and there is plenty of chile flake.",
    },
    { type: 'heading', text: 'Lunch and Dinner' },
    {
      type: 'list',
      items: [
        "Wood-grilled salmon salad ($17): mixed greens, quinoa, cucumber and a lemon-herb vinaigrette. Our default lunch.",
        "Press burger ($15): a thick grilled patty with white cheddar and caramelized onions. Solid, not spectacular.",
        "Chicken and avocado sandwich ($14): grilled chicken, bacon and avocado on sourdough, a good choice for kids.",
        "Grilled fish tacos ($16): the best dinner order, with cabbage slaw and a chipotle crema.",
        "Skillet cookie ($9): warm, gooey and meant for sharing.",
      ],
    },
    {
      type: 'paragraph',
      text: "Skip the pasta dishes, which tend toward heavy and under-seasoned, and the flatbreads, which are forgettable. Stick to the grill and the salads and you will eat well.",
    },
    { type: 'heading', text: 'Drinks' },
    {
      type: 'paragraph',
      text: "Coffee is good and served in big mugs. Weekend brunch brings mimosas ($8) and a spicy bloody mary ($10). Beer and wine prices are fair for Clearfork, with a few Texas craft cans on the list.",
    },
    { type: 'heading', text: 'Who It Suits' },
    {
      type: 'paragraph',
      text: "Families with strollers, weekend cyclists, friends catching up over a long lunch and couples who want a low-key daytime date. It is less exciting at night, when the view fades and the dining room feels more like a polished chain, though a sunset dinner on the patio in spring is lovely.",
    },
    { type: 'heading', text: 'When to Go and Parking' },
    {
      type: 'paragraph',
      text: "Weekend brunch from 10 a.m. to 1 p.m. has a wait of 30 to 45 minutes for patio seats, and they do not take reservations for small parties. Go at 9 a.m. or after 1:30. There is a free surface lot and the Clearfork garages nearby; bikers can lock up at the racks by the trail entrance.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Put your name in and take a walk on the trail while you wait.",
        "Ask for a patio table on the river side.",
        "Bring sunscreen in summer; shade is limited before noon.",
        "Order at the counter for a quick weekday breakfast.",
      ],
    },
  ],
  restaurants: ['press-cafe'],
} satisfies Article;
