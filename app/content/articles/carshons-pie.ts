import type { Article } from '../types';

export default {
  slug: 'carshons-pie',
  kind: 'review',
  title: "The Pie Case at Carshon's: A Slice-by-Slice Guide",
  category: 'American',
  tags: ['Deli', 'Dessert', 'TCU/Berry'],
  author: 'Callie Brooks',
  publishedAt: '2020-11-24',
  excerpt:
    "Cheesecake, coconut cream, chocolate meringue and a lemon icebox pie that should be better known. We ate our way through the dessert counter at Carshon's Delicatessen.",
  image: {
    src: '/images/articles/carshons-pie.svg',
    alt: 'A glass deli counter lined with whole cheesecakes and tall meringue pies, with a single slice of cheesecake on a plate in front.',
  },
  intro:
    "Most people go to Carshon's Delicatessen for the Reuben and end up leaving with pie. The glass case by the register is stacked with whole cheesecakes and cream pies, and half the booths are filled with regulars who came in specifically for a slice and a cup of coffee at 2 p.m. Ahead of the holidays, we spent two weeks working through the case so you know exactly what to order, and what to take home.",
  body: [
    { type: 'heading', text: 'The Cheesecake Comes First' },
    {
      type: 'paragraph',
      text: "The plain house cheesecake is the one to try first. It is dense, creamy and tangy, on a thin graham crust that does not get soggy, and a slice is about $6. It is New York-style without being heavy, and it is the dessert we would choose if we could only have one. The cherry-topped version is sweeter and more nostalgic; the plain one is better.",
    },
    { type: 'heading', text: 'Ranking the Cream Pies' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Lemon icebox: tart, cold and bright, with a thick graham crust. The sleeper hit of the case.',
        'Coconut cream: a tall custard full of toasted coconut under a light whipped topping.',
        'Chocolate meringue: deep chocolate custard and a towering, lightly browned meringue. Great, but very sweet.',
        'Banana cream: well made, though the bananas brown quickly, so eat it on the day.',
        'Pecan: fine, but this is a cheesecake and cream-pie shop. Buy your pecan elsewhere.',
      ],
    },
    { type: 'heading', text: 'Ordering Whole Pies' },
    {
      type: 'paragraph',
      text: "Whole cheesecakes and pies are available most days, but around Thanksgiving and Christmas you should order at least three or four days ahead by calling the deli. Expect roughly $40 for a whole cheesecake and a little less for cream pies. Pick-ups are fast if you arrive after the lunch rush, which usually calms down by 1:30.",
    },
    { type: 'heading', text: 'Make a Meal of It' },
    {
      type: 'paragraph',
      text: "If you are going for dessert, you may as well have lunch. The hot pastrami on rye and the Reuben are the classics, and half a sandwich with a cup of matzo ball soup leaves exactly enough room for a slice. Remember that Carshon's closes at 3 and is closed Sundays and Mondays, so afternoon pie runs have a deadline.",
    },
    {
      type: 'tips',
      title: 'Pie Case Tips',
      items: [
        'Order whole holiday pies and cheesecakes several days ahead by phone.',
        'The plain cheesecake beats every topped version.',
        'Go after 1:30 p.m. to skip the lunch line but before the 3 p.m. close.',
        'Ask for a slice of lemon icebox if you see it; it sells out first.',
      ],
    },
  ],
  restaurants: ['carshons-delicatessen'],
} satisfies Article;
