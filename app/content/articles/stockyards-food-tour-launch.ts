import type { Article } from '../types';

export default {
  slug: 'stockyards-food-tour-launch',
  kind: 'news',
  title: 'New Walking Food Tour Launches in the Stockyards',
  category: 'Food Tours',
  tags: ['Stockyards', 'BBQ'],
  author: 'Callie Brooks',
  publishedAt: '2025-03-11',
  excerpt:
    "A new two-and-a-half-hour walking tour strings together pit barbecue, a burger patio, a candy shop and a saloon stop along Exchange Avenue. Tours start April 5.",
  image: {
    src: '/images/articles/stockyards-food-tour-launch.svg',
    alt: 'A small tour group with a guide in a cowboy hat gathered on a brick sidewalk along Exchange Avenue, holding paper boats of brisket.',
  },
  intro:
    "The Stockyards now has its own guided food tour. Cowtown Bites, a small local outfit started by two former restaurant servers, will begin walking groups through the historic district on Saturday, April 5, with tastings at five stops along and around Exchange Avenue.",
  body: [
    {
      type: 'paragraph',
      text: "The route is designed to be eaten slowly. Tours start by the Livestock Exchange Building and run about two and a half hours, covering roughly a mile on the brick streets. Groups are capped at 14 people, and the guides mix the food with short stories about the cattle-drive era, the old packing plants and how the district became the tourist draw it is today.",
    },
    {
      type: 'paragraph',
      text: "Barbecue is the anchor. The first full tasting is at Cooper's Old Time Pit Bar-B-Que, where guests order at the open pit and get a sampler of brisket, sausage and a slice of the Big Chop pork chop. Later in the route, the group stops at Love Shack for a slider-sized version of the house burger with its fried quail egg, eaten on the patio. Between the two, the tour visits a candy shop, a small-batch salsa maker and a saloon for a taste of Texas whiskey or a soft drink.",
    },
    {
      type: 'paragraph',
      text: "Tickets are $79 for adults and $49 for kids 12 and under, covering all food plus one drink. Tours run Thursday through Sunday at 11 a.m. and 3 p.m., with the afternoon tour timed to finish just as the evening cattle drive comes down Exchange Avenue. Vegetarian options are available at every stop with notice at booking.",
    },
    {
      type: 'paragraph',
      text: "We went on a preview run in March, and it is a genuinely good way to see the Stockyards if you are hosting out-of-town guests who want more than a photo with a longhorn. Locals who already know Cooper's may find the first hour familiar, but the guides are funny and the smaller stops were new even to us. Come hungry and wear comfortable shoes; the brick is uneven, and there is a lot of standing.",
    },
  ],
  restaurants: ['coopers-old-time-pit-barbque', 'love-shack'],
} satisfies Article;
