import type { Article } from '../types';

export default {
  slug: 'fort-worth-breakfast',
  kind: 'review',
  title: "Fort Worth Breakfast: Three Tables Worth Setting an Alarm For",
  category: 'Breakfast',
  tags: ['Diners', 'Brunch'],
  author: 'Marcus Reyes',
  publishedAt: '2023-05-02',
  excerpt:
    "A German pancake at any hour, biscuits and pie at a Near Southside landmark, and a patio breakfast by the river in Clearfork. Where we eat breakfast in Fort Worth, and what we order.",
  image: {
    src: '/images/articles/fort-worth-breakfast.svg',
    alt: "A puffed German pancake dusted with powdered sugar beside a plate of biscuits and gravy and a cup of diner coffee.",
  },
  intro:
    "Breakfast is the most honest meal a city has. Nobody is trying to impress you at 7:30 in the morning; they are trying to get good eggs and strong coffee in front of you before you are late for work. These three Fort Worth spots do that better than anyone, each in its own way.",
  body: [
    { type: 'heading', text: "Ol' South Pancake House (TCU/Berry)" },
    {
      type: 'paragraph',
      text: "Ol' South is the 24-hour diner that has fed generations of TCU students, night-shift nurses and families after Sunday church. The order is the German pancake ($11): a huge, eggy, puffed-up pancake baked in a skillet and finished tableside with melted butter, lemon juice and powdered sugar. It arrives looking like a sculpture and collapses the moment you cut into it. The hash browns are crisp and the coffee keeps coming.",
    },
    {
      type: 'paragraph',
      text: "Skip the omelets, which are fine but not why you are here. Go at 2 a.m. for the full Fort Worth experience, or before 8:30 on a weekend to avoid the post-church rush. The lot is big, and you will always find a space.",
    },
    { type: 'heading', text: 'Paris Coffee Shop (Near Southside)' },
    {
      type: 'paragraph',
      text: "Paris Coffee Shop has anchored the Near Southside since long before the neighborhood had cocktail bars, and it still feels like a clubhouse for regulars. Breakfast is classic Texas diner: two eggs, bacon, hash browns and a biscuit ($10), or biscuits and cream gravy ($8) with a peppery gravy that clings to every crumb. The real secret is the pie case. A slice of coconut cream or chocolate meringue pie ($5) at 9 a.m. is completely acceptable here.",
    },
    {
      type: 'paragraph',
      text: "It gets busy on weekends from 8:30 to 10:30, but tables turn fast. There is a small lot plus free street parking on the side streets.",
    },
    { type: 'heading', text: 'Press Cafe (Clearfork)' },
    {
      type: 'paragraph',
      text: "Press Cafe is the grown-up option: a bright room and a patio overlooking the Trinity Trails, with a menu that balances comfort and fresh. The migas plate ($15) and the avocado toast with poached eggs ($14) are both excellent, and the lemon ricotta pancakes ($13) are light enough to eat before a long walk. Good espresso, fresh juices and a weekend brunch cocktail list make it easy to linger.",
    },
    {
      type: 'paragraph',
      text: "Weekend mornings get a wait after 9:30. Park in the Clearfork garage and walk over, or bike in along the trail and lock up out front.",
    },
    { type: 'heading', text: 'Which One When' },
    {
      type: 'list',
      items: [
        "Hungover or up very late: Ol' South and the German pancake.",
        "Visitors who want real Fort Worth: Paris Coffee Shop, with pie.",
        "A slow weekend morning outside: Press Cafe on the patio.",
      ],
    },
    {
      type: 'tips',
      title: 'Breakfast Tips',
      items: [
        "Weekday mornings before 8 a.m. are quiet everywhere on this list.",
        "Share a sweet item and a savory one; every kitchen here does both well.",
        "At Paris Coffee Shop, ask which pies came out that morning before you order.",
      ],
    },
  ],
  restaurants: ['ol-south-pancake-house', 'paris-coffee-shop', 'press-cafe'],
} satisfies Article;
