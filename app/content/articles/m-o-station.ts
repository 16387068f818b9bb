import type { Article } from '../types';

export default {
  slug: 'm-o-station',
  kind: 'review',
  title: "M&O Station Grill, Revisited: Still the Burger We Measure Others Against",
  category: 'Burgers',
  tags: ['Revisit', 'Near Southside'],
  author: 'Callie Brooks',
  publishedAt: '2024-06-25',
  excerpt:
    "Years after our first review, we went back to M&O Station Grill to see whether the Near Southside's favorite burger counter still holds up. Mostly, gloriously, yes.",
  image: {
    src: '/images/articles/m-o-station.svg',
    alt: "A double cheeseburger wrapped in paper beside a basket of hand-cut fries on the counter of a small burger grill.",
  },
  intro:
    "We wrote about M&O Station Grill back when the Near Southside still had more empty lots than patios. Since then the neighborhood has filled in with cocktail bars, food halls and a new burger spot on what feels like every block. So we went back, three times over a month, to answer a simple question: is M&O still the one?",
  body: [
    { type: 'heading', text: 'What Has Not Changed' },
    {
      type: 'paragraph',
      text: "The burger. The single with cheese ($9.50) is still a hand-formed patty seared hard on a well-seasoned flat-top, with a real crust and a pink-to-gray center, on a soft bun that is toasted just enough. Lettuce, tomato, onion, pickles and mustard unless you say otherwise. It remains a burger with no gimmick, and it is still better than most of the newcomers charging $18 for a stack of toppings.",
    },
    {
      type: 'paragraph',
      text: "The hand-cut fries ($4) are still skin-on, fried twice and salted the moment they come out of the oil. The counter staff still remember regulars' orders. And the room is still small, so the lunch line still spills onto the sidewalk at 12:15.",
    },
    { type: 'heading', text: 'What Has Changed' },
    {
      type: 'list',
      items: [
        "Prices are up about two dollars across the board since our first visit, which is less than almost anywhere else in town.",
        "There is now a small shaded patio out front with six tables, which makes weekday lunch much easier.",
        "Online ordering for pickup has arrived, and it works: our orders were ready on time all three visits.",
        "The menu added a patty melt on rye ($11.50) with grilled onions and Swiss. It is excellent and might be our new order.",
      ],
    },
    { type: 'heading', text: 'What to Order Now' },
    {
      type: 'paragraph',
      text: "First-timers should get the single cheeseburger and fries, and nothing else. Second visit, try the patty melt. Third visit, the jalapeno burger with grilled jalapenos and pepper jack ($10.50) if you want a little heat. The chili cheese fries ($7) are big enough for two and a reasonable bad decision.",
    },
    { type: 'heading', text: 'What to Skip' },
    {
      type: 'paragraph',
      text: "The grilled chicken sandwich is still an afterthought, and the onion rings were greasy on two of our three visits. The shakes are good but not special enough to justify $7 when there is a great ice cream shop down the street.",
    },
    { type: 'heading', text: 'Timing and Parking' },
    {
      type: 'paragraph',
      text: "Weekday lunch peaks from 11:45 to 1; come at 11:15 or after 1:30 and you will walk straight up. Evenings are calmer. Parking is street only, and the meters along the main drag fill at lunch; the residential side streets a block or two over are free and usually have spaces.",
    },
    {
      type: 'tips',
      title: 'Return Visit Tips',
      items: [
        "Order ahead online at lunch and skip the sidewalk line.",
        "Ask for the burger medium; the kitchen will do it and it is worth it.",
        "Grab a patio table in spring and fall; inside gets warm near the grill.",
      ],
    },
  ],
  restaurants: ['mo-station-grill'],
} satisfies Article;
