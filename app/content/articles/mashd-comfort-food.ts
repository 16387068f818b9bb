import type { Article } from '../types';

export default {
  slug: 'mashd-comfort-food',
  kind: 'review',
  title: "Mash'd: Comfort Food, Moonshine and Room for the Whole Crew",
  category: 'American',
  tags: ['Clearfork', 'Family Friendly', 'Groups'],
  author: 'Marcus Reyes',
  publishedAt: '2024-09-24',
  excerpt:
    "Chicken and waffles, mac-and-cheese skillets and a moonshine bar in a dining room built for groups. When Mash'd is the right call in Clearfork and what to skip.",
  image: {
    src: '/images/articles/mashd-comfort-food.svg',
    alt: 'A cast-iron skillet of mac and cheese next to a plate of fried chicken on a waffle and a row of small moonshine glasses.',
  },
  intro:
    "Mash'd is not subtle, and it does not try to be. It is a big, loud, comfort-food hall in Clearfork with a moonshine bar, oversized plates and a kids' menu, and it is exactly the right answer to a particular Fort Worth problem: where do you take ten people, three of them under the age of eight, when everyone wants something different? We have answered that question here several times, and it keeps working.",
  body: [
    { type: 'heading', text: 'What to Order' },
    {
      type: 'list',
      items: [
        'Chicken and waffles: crisp, well-seasoned fried chicken on a thick waffle with a spicy honey drizzle. The signature, and rightly so.',
        'Mac-and-cheese skillets: the brisket version is the best, with smoky meat folded into a creamy, crusty base.',
        'Fried green tomatoes: a good shareable starter with a tangy remoulade.',
        'Chicken-fried steak: huge and filling, though the gravy is a little salty.',
        'Kids: chicken tenders and a mini mac skillet keep the younger crowd happy.',
      ],
    },
    {
      type: 'paragraph',
      text: "Most mains run between $17 and $26, and portions are generous enough that sharing two or three dishes among three adults is a reasonable plan. The salads are there but not really the point.",
    },
    { type: 'heading', text: 'About the Moonshine' },
    {
      type: 'paragraph',
      text: "The moonshine bar is the gimmick, and it is a fun one. Flights of flavored moonshines, apple pie, peach, cinnamon and so on, come in small mason jars and are more novelty than necessity. One flight for the table is plenty. If you want a real drink, the bar's bourbon cocktails are better made than you might expect, and the beer list covers the local basics.",
    },
    { type: 'heading', text: 'Weekend Brunch' },
    {
      type: 'paragraph',
      text: "Weekend brunch starts at 9, and by 10:30 the dining room is packed with families, sports teams and birthday tables. It is built for groups, with big skillets, biscuit boards and pitchers of mimosas. Book ahead for any group bigger than four or go at 9 sharp. The surface lot is free and usually has room early.",
    },
    { type: 'heading', text: 'Who It Is For' },
    {
      type: 'paragraph',
      text: "Mash'd is not a date-night spot, and serious food people may find the menu predictable. But for birthdays, team dinners, out-of-town relatives and weekend brunch with kids, it is one of the easiest, most reliable rooms in Clearfork.",
    },
    {
      type: 'tips',
      title: "Mash'd Tips",
      items: [
        'Reserve for any group of five or more, especially at weekend brunch.',
        'Share the chicken and waffles; one order is enough for two.',
        'Order one moonshine flight for the table rather than one each.',
        'Ask for a booth along the wall if you want to hear your table talk.',
      ],
    },
  ],
  restaurants: ['mashd'],
} satisfies Article;
