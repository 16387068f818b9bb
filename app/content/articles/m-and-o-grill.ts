import type { Article } from '../types';

export default {
  slug: 'm-and-o-grill',
  kind: 'review',
  title: 'M&O Station Grill: The Near Southside Burger That Needs No Gimmick',
  category: 'Burgers',
  tags: ['Near Southside', 'Cheap Eats', 'Lunch'],
  author: 'Callie Brooks',
  publishedAt: '2020-02-18',
  excerpt:
    "A tiny counter, a hot flat-top and a cheeseburger that beats fancier places charging twice as much. Our first full review of M&O Station Grill.",
  image: {
    src: '/images/articles/m-and-o-grill.svg',
    alt: "A single cheeseburger in wax paper with melted American cheese, pickles and mustard, beside a paper boat of skin-on hand-cut fries on a small counter.",
  },
  intro:
    "Every city has one burger that locals quietly agree on, and on the Near Southside it is M&O Station Grill. The room is small, the menu fits on one board and the flat-top has been seasoned by thousands of patties. There are no truffle aiolis, no brioche debates and no $16 tower burgers here, just a very good cheeseburger and fries cut by hand every morning.",
  body: [
    { type: 'heading', text: 'The Burger' },
    {
      type: 'paragraph',
      text: "The single with cheese ($7.50) is a hand-formed patty smashed onto a very hot griddle so it gets a deep brown crust while staying juicy in the middle. It comes on a soft, lightly toasted bun with lettuce, tomato, onion, pickles and mustard. Mayo is available if you ask. The balance is what sells it: enough beef to taste, not so much that the toppings disappear.",
    },
    {
      type: 'paragraph',
      text: "The double ($10) is for serious appetites, and the jalapeno burger ($8.50) with grilled peppers and pepper jack is the one to try on a second visit.",
    },
    { type: 'heading', text: 'The Fries and Sides' },
    {
      type: 'list',
      items: [
        "Hand-cut fries ($3): skin-on, double-fried and salted the moment they come out. Order them every time.",
        "Chili cheese fries ($5.50): plenty for two, and a great bad decision on a cold day.",
        "Onion rings ($4): hit or miss; great when fresh, greasy when the fryer is slammed.",
        "Milkshakes ($5): thick and classic. Chocolate is the one.",
      ],
    },
    {
      type: 'paragraph',
      text: "The grilled chicken sandwich is the weak spot on the menu. It is dry and plain, and you did not come here for chicken anyway.",
    },
    { type: 'heading', text: 'The Room' },
    {
      type: 'paragraph',
      text: "There are maybe a dozen seats inside, a counter where you order and pay, and a few stools at the window. The staff are quick, friendly and remember regulars, which makes it feel like a neighborhood lunch counter from another decade. It is great for a solo lunch, a casual bite with a coworker or a low-stakes first date. Families with small kids will do better with takeout to the park.",
    },
    { type: 'heading', text: 'When to Go and Parking' },
    {
      type: 'paragraph',
      text: "The weekday lunch rush from 11:45 to 1 p.m. can push the line out the door, though it moves fast. Come before 11:30 or after 1:30 for an easy seat, or try an early dinner. Parking is on the street only. Meters on the main drag fill at lunch, but the residential side streets a block or two away are free and usually open.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Order the single cheeseburger and fries the first time. Nothing else needed.",
        "Ask for the burger medium; they will do it and it is better that way.",
        "Bring a friend and split chili cheese fries.",
        "Park on a side street and walk a block instead of circling for a meter.",
      ],
    },
  ],
  restaurants: ['mo-station-grill'],
} satisfies Article;
