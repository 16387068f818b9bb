import type { Article } from '../types';

export default {
  slug: 'paris-coffee-shop',
  kind: 'review',
  title: 'Paris Coffee Shop: Biscuits, Pie and a Counter Full of Regulars',
  category: 'Breakfast',
  tags: ['Diner', 'Near Southside', 'Pie'],
  author: 'Marcus Reyes',
  publishedAt: '2023-03-14',
  excerpt:
    "The old-school Near Southside diner where you order biscuits and gravy, eavesdrop on the regulars and leave with a slice of pie for later. What to get, when to go and why the pie case matters.",
  image: {
    src: '/images/articles/paris-coffee-shop.svg',
    alt: 'A split biscuit smothered in cream gravy next to two eggs over easy and a mug of black coffee on a diner counter.',
  },
  intro:
    "Paris Coffee Shop has been feeding the Near Southside for so long that half the people at the counter seem to have their own mugs. It is a diner in the truest sense: bacon on the flat-top, coffee that never stops coming, waitresses who call you hon, and a pie case by the register that quietly runs the whole operation. It is also one of the best-value breakfasts in Fort Worth.",
  body: [
    { type: 'heading', text: 'Breakfast Is the Main Event' },
    {
      type: 'paragraph',
      text: "The biscuits are tall and flaky, and a full order of biscuits and gravy with two eggs comes to about $10. The cream gravy is peppery and loose enough to soak in rather than sit on top, which is the way it should be. The migas plate is our second pick, scrambled with crisp tortilla strips, onions and peppers and served with warm flour tortillas. Pancakes are good, not great; you are here for the biscuits.",
    },
    {
      type: 'paragraph',
      text: "Lunch is a meat-and-three with a rotating daily special: chicken-fried steak on some days, meatloaf or chicken and dumplings on others. The vegetables are Southern-style, which is to say cooked until tender and seasoned with a little pork. The fried okra is excellent.",
    },
    { type: 'heading', text: 'Save Room for Pie' },
    {
      type: 'paragraph',
      text: "The pies are made in-house and the selection changes daily, but coconut cream and buttermilk are the ones regulars order without looking. A slice runs about $5, and a whole pie needs to be called in a day ahead around the holidays. If you are too full after breakfast, and you will be, take a slice to go. It holds up fine until the afternoon.",
    },
    { type: 'heading', text: 'When to Go' },
    {
      type: 'paragraph',
      text: "It is a breakfast-and-lunch place that closes in the mid-afternoon, so do not plan on an early dinner. Weekday mornings before 8 are the calmest, with a crowd of contractors, hospital staff and retirees. Saturday mornings bring a wait of 20 minutes or more after 9. Sit at the counter if you are alone or in a pair; it moves faster and the people-watching is better.",
    },
    {
      type: 'tips',
      title: 'Paris Coffee Shop Tips',
      items: [
        'Order biscuits and gravy, and add a side of bacon if you are hungry.',
        'Ask what pies came out of the oven that morning before you decide on breakfast.',
        'The small lot fills fast; street parking on the nearby blocks is easy before 9.',
        'Bring a friend and split a second plate of pancakes if you want to try everything.',
      ],
    },
  ],
  restaurants: ['paris-coffee-shop'],
} satisfies Article;
