import type { Article } from '../types';

export default {
  slug: 'farmers-market-season-2026',
  kind: 'news',
  title: 'Saturday Farmers Market Season Opens March 7 on the Near Southside',
  category: 'Community',
  tags: ['Farmers Market', 'Near Southside', 'Local Produce'],
  author: 'Callie Brooks',
  publishedAt: '2026-02-24',
  excerpt:
    "The Southside Saturday Market returns March 7 with more than 40 growers and makers, a new chef demo tent and a token program that doubles SNAP dollars on produce.",
  image: {
    src: '/images/articles/farmers-market-season-2026.svg',
    alt: 'Market tables under white canopies piled with spring greens, radishes, strawberries and jars of honey, with shoppers carrying canvas bags.',
  },
  intro:
    "Spring starts early in Fort Worth, and so does market season. The Southside Saturday Market opens its 2026 season on March 7 in its usual lot a block off Magnolia Avenue, running every Saturday from 8 a.m. to noon through mid-December.",
  body: [
    {
      type: 'event',
      title: 'Market Details',
      name: 'Southside Saturday Market opening day 2026',
      startsAt: '2026-03-07T08:00:00-06:00',
      endsAt: '2026-03-07T12:00:00-06:00',
      venue: { name: 'Southside Saturday Market, a block off Magnolia Avenue' },
      price: 0,
      items: [
        { label: 'Opening day', value: 'Saturday, March 7, 2026' },
        { label: 'Hours', value: 'Every Saturday, 8 AM to noon, through mid-December' },
      ],
    },
    {
      type: 'paragraph',
      text: "Organizers expect more than 40 vendors on opening day, about half of them farms from within a hundred miles of the city. Early-season tables should be full of greens, radishes, green garlic, eggs and the first Texas strawberries, with pastured meat, honey, sourdough and a couple of coffee roasters filling out the rest of the rows. Tomatoes and peaches arrive in late May, and the market tends to be at its busiest from then until the Fourth of July.",
    },
    {
      type: 'paragraph',
      text: "The biggest change this year is a chef demo tent near the entrance. On the first Saturday of each month, a local cook will shop the market at 8 and cook with what they find at 10. The April slot belongs to the team from Lucky Bee Kitchen, who are planning a spring-herb salad in the style of their crispy rice salad, and the May slot goes to Nonna Tata, where the plan, appropriately, is fresh pasta with whatever greens look best that morning.",
    },
    {
      type: 'paragraph',
      text: "The market is also expanding its double-dollars program. Shoppers paying with SNAP benefits can swap them for tokens at the information booth and receive a matching amount, up to $30 per visit, to spend on fruits and vegetables. The program is funded by neighborhood donations and a couple of local restaurants that have pledged a share of their spring brunch sales.",
    },
    {
      type: 'paragraph',
      text: "Practical notes: parking in the lot is limited, so walk or bike if you can; there is bike parking by the entrance. Dogs on short leashes are welcome. Bring bags, bring cash for the smaller farm stands, and arrive before 9 if you want the strawberries. They were gone by 9:30 most weekends last spring.",
    },
  ],
  restaurants: ['lucky-bee-kitchen', 'nonna-tata'],
} satisfies Article;
