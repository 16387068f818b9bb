import type { Article } from '../types';

export default {
  slug: 'carshons-deli',
  kind: 'review',
  title: "Carshon's Delicatessen: Corned Beef, Pie and Decades of Lunch Near TCU",
  category: 'Deli',
  tags: ['TCU/Berry', 'Lunch', 'Classic'],
  author: 'Callie Brooks',
  publishedAt: '2024-08-13',
  excerpt:
    "Carshon's has been feeding Fort Worth corned beef on rye for generations. What to order at this old-school deli, which pie to grab and how to beat the lunch line.",
  image: {
    src: '/images/articles/carshons-deli.svg',
    alt: "A thick corned beef sandwich on rye with a pickle spear and potato salad on a diner plate, next to a tall slice of chocolate cream pie on a lunch counter.",
  },
  intro:
    "Some restaurants feel like they have been there forever because they have. Carshon's Delicatessen is a small, old-fashioned deli near TCU with a lunch counter, a handful of tables and a pie case that regulars eye on their way in. It is not trendy, it is not fancy and it closes in the afternoon, but for a classic deli sandwich and a slice of pie, nowhere in Fort Worth does it better.",
  body: [
    { type: 'heading', text: 'The Sandwiches' },
    {
      type: 'paragraph',
      text: "Start with the corned beef on rye ($14). The meat is sliced thin and piled high but not so absurdly that the sandwich falls apart, with a smear of spicy mustard on caraway-flecked rye. It comes with a pickle spear and a choice of side. Everything else on the board is a riff on that formula.",
    },
    {
      type: 'list',
      items: [
        "Reuben ($15): corned beef, sauerkraut, Swiss and Russian dressing on grilled rye. The most-ordered sandwich in the room.",
        "Hot pastrami ($15): peppery and tender. Ask for it on rye with mustard.",
        "Chopped liver on rye ($11): rich, old-school and excellent with raw onion.",
        "Tuna salad ($11): simple and well made, a good choice for a lighter lunch.",
        "Matzo ball soup ($6 a cup): clear chicken broth and a fluffy matzo ball.",
      ],
    },
    {
      type: 'paragraph',
      text: "The potato salad and coleslaw are both solid, creamy and homemade. Skip the chips; the sides are better. The salads are fine but miss the point of coming here.",
    },
    { type: 'heading', text: 'The Pie Case' },
    {
      type: 'paragraph',
      text: "Do not leave without pie. The chocolate cream pie ($6 a slice) is tall, dense and topped with real whipped cream, and it is the best-kept secret in the place. The coconut cream and the seasonal fruit pies are excellent too. Whole pies can be ordered ahead for holidays, and they sell out the week before Thanksgiving.",
    },
    { type: 'heading', text: 'Who It Suits' },
    {
      type: 'paragraph',
      text: "Carshon's is a weekday lunch spot for TCU faculty, retirees who have been coming for decades and families with grandparents in tow. It is kid friendly and relaxed, with booster seats and a grilled cheese on the menu. It is not a dinner destination: it closes mid-afternoon and is closed Sundays, so check hours before you go.",
    },
    { type: 'heading', text: 'When to Go and Parking' },
    {
      type: 'paragraph',
      text: "Lunch from 11:45 to 1 p.m. brings a line at the counter and a short wait for tables. Arrive by 11:15 or after 1:15 to walk right in. There is a small free lot out front, plus street parking nearby. Takeout is fast if you call ahead.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Get the corned beef or Reuben on your first visit.",
        "Order pie when you order lunch, before your favorite sells out.",
        "Pre-order whole pies for holidays at least a week ahead.",
        "Check hours; it closes in the afternoon and on Sundays.",
      ],
    },
  ],
  restaurants: ['carshons-delicatessen'],
} satisfies Article;
