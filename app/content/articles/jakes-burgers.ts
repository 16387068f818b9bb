import type { Article } from '../types';

export default {
  slug: 'jakes-burgers',
  kind: 'review',
  title: "Jake's Burgers & Beer: A Camp Bowie Burger Bar That Knows Its Lane",
  category: 'Burgers',
  tags: ['Camp Bowie', 'Craft Beer', 'Sports Bar'],
  author: 'Marcus Reyes',
  publishedAt: '2019-06-11',
  excerpt:
    "Big griddled burgers, a long tap wall and a patio on the brick street. What to order at Jake's on Camp Bowie and when to grab a seat.",
  image: {
    src: '/images/articles/jakes-burgers.svg',
    alt: "A tall bacon cheeseburger with a fried egg on top, a basket of sweet potato fries and a pint of amber beer on a wooden bar table.",
  },
  intro:
    "Jake's Burgers & Beer does not pretend to be anything fancy, and that is exactly why we keep going back. On a brick stretch of Camp Bowie, it is a wood-paneled burger bar with a tap wall, a dozen televisions and a kitchen that turns out a thick, juicy burger at a price that still makes sense. It is the place we send friends who want a beer, a game and a burger without a wait list.",
  body: [
    { type: 'heading', text: 'The Burgers' },
    {
      type: 'paragraph',
      text: "Patties are half a pound, hand-formed and cooked on a flat-top to a pink center unless you ask otherwise. The classic Jake's burger with cheddar ($10) is the baseline and a good one: a properly seasoned crust, a toasted bun that holds together and the usual lettuce, tomato, onion and pickle. From there the menu piles on.",
    },
    {
      type: 'list',
      items: [
        "The ranchero ($12): pepper jack, grilled jalapenos, guacamole and a fried egg. Messy, worth it.",
        "The bacon blue ($12): blue cheese crumbles and thick-cut bacon. Our favorite for a cold night.",
        "The turkey burger ($11): seasoned well enough that it does not feel like a penalty.",
        "Sweet potato fries ($4 as a side): crisp and lightly salted. Better than the regular fries.",
        "Fried pickles ($7): spears, not chips, with ranch for dipping. Good for a table of four.",
      ],
    },
    {
      type: 'paragraph',
      text: "What to skip: the salads are an afterthought and the chicken tenders are frozen-tasting. If someone in your group does not eat beef, the turkey burger or the black bean patty is the better call.",
    },
    { type: 'heading', text: 'The Beer' },
    {
      type: 'paragraph',
      text: "The tap wall rotates about two dozen beers, with a healthy share from Fort Worth and Dallas breweries. Pints run $5 to $7, and the happy hour from 3 to 6 p.m. weekdays knocks a couple of dollars off drafts. Ask the bartender what just went on; they are honest about what is drinking well.",
    },
    { type: 'heading', text: 'Who It Suits' },
    {
      type: 'paragraph',
      text: "Families with kids do fine at lunch and early dinner, and there is a kids' burger with fries for $6. Game nights skew louder and younger, especially during TCU football and Rangers playoff runs. It works for a low-key date if you grab a patio table on a mild evening, but it is a sports bar at heart.",
    },
    { type: 'heading', text: 'Parking and Timing' },
    {
      type: 'paragraph',
      text: "There is a small shared lot behind the building plus free angled parking along Camp Bowie. Friday and Saturday nights from 6:30 to 8:30 get busy, and big game days fill every seat an hour before kickoff. Weekday lunch is easy, and the kitchen is quick enough for a one-hour break.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Order burgers medium; the kitchen nails it.",
        "Swap to sweet potato fries for no extra charge at lunch.",
        "Check the local game schedule before a quiet dinner.",
        "Happy hour drafts are the best deal on the street.",
      ],
    },
  ],
  restaurants: ['jakes-burgers-beer'],
} satisfies Article;
