import type { Article } from '../types';

export default {
  slug: 'wishbone-flynt',
  kind: 'review',
  title: "Gospel Brunch at Wishbone & Flynt: Fried Chicken and a Full Choir",
  category: 'Brunch',
  tags: ['Southern', 'Live Music'],
  author: 'Marcus Reyes',
  publishedAt: '2021-08-29',
  excerpt:
    "Sunday at Wishbone & Flynt means a live gospel set, buttermilk biscuits the size of a fist and fried chicken worth the reservation. Here is how to plan it.",
  image: {
    src: '/images/articles/wishbone-flynt.svg',
    alt: "A gospel singer performing in a warm dining room while diners share plates of fried chicken, biscuits and shrimp and grits.",
  },
  intro:
    "There are brunches where the music is background noise, and then there is Sunday at Wishbone & Flynt. The Near Southside Southern kitchen brings in a gospel group for two sets every Sunday, and by the second song the whole room is clapping along with a biscuit in one hand. It is joyful, a little loud and one of the best ways we know to spend a Sunday in Fort Worth.",
  body: [
    { type: 'heading', text: 'How the Sunday Works' },
    {
      type: 'paragraph',
      text: "Gospel brunch runs from 10:30 a.m. to 2:30 p.m., with live sets at 11 and 1. Each set lasts about 45 minutes. Seating is by reservation in 90-minute blocks, and a seat in the main room is worth asking for; the side room gets the sound but not the view. There is no cover charge, but a suggested tip jar for the singers sits by the host stand, and you should use it.",
    },
    { type: 'heading', text: 'What to Eat' },
    {
      type: 'list',
      items: [
        "Fried chicken and waffle ($19): a bone-in thigh and drumstick with a crackly buttermilk crust over a malted waffle, with hot honey on the side. This is the order.",
        "Shrimp and grits ($21): Gulf shrimp in a tasso ham gravy over stone-ground cheddar grits. Rich and deeply seasoned.",
        "Smothered pork chop ($20): a thick chop under onion gravy with two eggs any style. A plate for the very hungry.",
        "Biscuit basket ($8): four tall buttermilk biscuits with honey butter and house peach jam. Get it for the table.",
        "Peach cobbler ($9): served hot in a cast-iron dish with vanilla ice cream melting into it.",
      ],
    },
    {
      type: 'paragraph',
      text: "If you are not in a fried-chicken mood, the vegetable plate ($16) is a real option rather than an afterthought: collards cooked without pork, black-eyed peas, candied yams and a square of skillet cornbread. Our only disappointment was the chicken-fried steak, which had a gummy crust on our visit.",
    },
    { type: 'heading', text: 'Drinks' },
    {
      type: 'paragraph',
      text: "A carafe of mimosas ($28) is the popular move, and there is a build-your-own bloody mary cart on weekends with pickled okra and candied bacon. Non-drinkers should try the sweet tea lemonade, which is exactly what it sounds like and perfectly balanced.",
    },
    { type: 'heading', text: 'Booking and Parking' },
    {
      type: 'paragraph',
      text: "Reservations open on Monday for the following Sunday, and the 11 a.m. set is usually gone by Wednesday. The 1 p.m. set is easier to get and a little more relaxed. The restaurant shares a small lot with its neighbors; free street parking is plentiful a block or two away, and rideshare drop-off at the front door is easy.",
    },
    {
      type: 'tips',
      title: 'Gospel Brunch Tips',
      items: [
        "Book the 1 p.m. set if the 11 a.m. is full; the energy is just as good.",
        "Order the biscuit basket as soon as you sit so it lands before the music starts.",
        "Bring a few dollars for the singers' tip jar.",
        "Kids are welcome, and the singers love a clapping toddler.",
      ],
    },
  ],
  restaurants: ['wishbone-flynt'],
} satisfies Article;
