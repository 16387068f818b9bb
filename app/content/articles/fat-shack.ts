import type { Article } from '../types';

export default {
  slug: 'fat-shack',
  kind: 'review',
  title: "Fat Shack: The Late-Night Burger Stop That Feeds Half of TCU",
  category: 'Burgers',
  tags: ['Late Night', 'TCU/Berry'],
  author: 'Marcus Reyes',
  publishedAt: '2019-09-18',
  excerpt:
    "Stuffed sandwiches, cheese fries by the pound and a kitchen that stays open long after the bars empty. Fat Shack on Berry is not subtle, and that is the point.",
  image: {
    src: '/images/articles/fat-shack.svg',
    alt: "A loaded hoagie stuffed with chicken fingers, mozzarella sticks and fries next to a basket of cheese fries at Fat Shack.",
  },
  intro:
    "Every college neighborhood needs a place that will hand you a bacon cheeseburger at 2:30 in the morning without judgment. Near TCU, that place is Fat Shack. It is loud, bright and greasy in exactly the way you want after a long Friday, and it is also better than it needs to be.",
  body: [
    { type: 'heading', text: 'Built for After Midnight' },
    {
      type: 'paragraph',
      text: "Fat Shack keeps late hours, open until 3 a.m. Thursday through Saturday, and the room fills in waves: the dinner crowd around 7, the study-break crowd around 10, and the post-bar crowd right after 1. Order at the counter, grab a number and a fountain drink, and find a stool. The TVs are always on whatever game matters that night.",
    },
    { type: 'heading', text: 'The Burgers' },
    {
      type: 'paragraph',
      text: "The burgers are smashed thin on the flat-top, so the edges get lacy and crisp. The classic double with American cheese, pickles and grilled onions ($8.99) is the one we keep coming back to. The jalapeno popper burger ($10.49) adds cream cheese and fried jalapeno slices and is messier than it sounds. The bun is a soft potato roll that gives up about halfway through, so eat fast.",
    },
    { type: 'heading', text: 'The Stuffed Sandwiches' },
    {
      type: 'paragraph',
      text: "This is what people drive here for. The house specialty is a toasted hoagie packed with whatever you would normally order as sides: chicken fingers, mozzarella sticks, fries, bacon and a drizzle of sauce. The most popular version, with chicken fingers, mozzarella sticks, fries and ranch, runs $10.99 and can honestly feed two people who had a reasonable dinner earlier.",
    },
    {
      type: 'list',
      items: [
        "Best first order: the classic double and a small order of cheese fries to share.",
        "Best for a group: one stuffed sandwich cut into quarters, plus a pound of fries.",
        "Sleeper hit: the buffalo chicken fingers, which are hand-breaded and actually crunchy.",
        "For the table: fried Oreos ($4.99), six to an order, dusted with powdered sugar.",
      ],
    },
    { type: 'heading', text: 'What to Skip' },
    {
      type: 'paragraph',
      text: "The milkshakes are thin and overly sweet, and the salads exist mainly so someone in the group can say they ordered one. The plain fries also go soft quickly, so if you are taking food home, get the cheese fries or the waffle-cut upgrade, which hold their structure.",
    },
    { type: 'heading', text: 'Parking and Timing' },
    {
      type: 'paragraph',
      text: "The strip lot on Berry is shared with the neighbors and is tight on home-game weekends, when you are better off parking on a side street and walking a block. If you want a calm meal, go on a weeknight before 9. If you want the full Fat Shack experience, go on a Friday at 1 a.m. and enjoy the show.",
    },
    {
      type: 'tips',
      title: 'Late-Night Tips',
      items: [
        "Online orders are ready in about 15 minutes and skip the post-bar line at the counter.",
        "Ask for the sauce on the side of the stuffed sandwiches if you are not eating right away.",
        "Bring an appetite or a friend. Half portions are not really a concept here.",
      ],
    },
  ],
  restaurants: ['fat-shack'],
} satisfies Article;
