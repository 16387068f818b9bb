import type { Article } from '../types';

export default {
  slug: 'near-southside-taco-crawl',
  kind: 'review',
  title: 'A Near Southside Taco Crawl, Breakfast to Birria',
  category: 'Tacos',
  tags: ['Near Southside', 'Crawl', 'Tex-Mex'],
  author: 'Marcus Reyes',
  publishedAt: '2024-04-30',
  excerpt:
    "Three stops, six tacos and one very happy Saturday. Our route through the Near Southside, from flour-tortilla breakfast tacos to birria with consomme and smoky brisket.",
  image: {
    src: '/images/articles/near-southside-taco-crawl.svg',
    alt: 'Three paper-lined baskets of tacos on a wooden table: breakfast tacos, birria tacos with a cup of consomme and brisket tacos with pickled onions.',
  },
  intro:
    "The Near Southside has enough great tacos within a couple of miles that you can build a whole day around them. We did exactly that on a Saturday this spring, starting at breakfast and finishing with a late lunch, with two tacos at each stop and a walk in between. Here is the route, what to order and where to pace yourself.",
  body: [
    { type: 'heading', text: 'Stop 1: Austin City Taco Co., 9:00 a.m.' },
    {
      type: 'paragraph',
      text: "Start at the counter of Austin City Taco Co., where the flour tortillas are pressed to order and come off the flat-top puffed and freckled. Get the migas taco and the brisket and egg, and ask for both salsas. The red, made with chile de arbol, has real heat; the green is creamy and cooling. Two tacos and a coffee come to about $11, and the al pastor takes over after 11 if you sleep in. Arrive before 9:30 to avoid the Saturday line.",
    },
    { type: 'heading', text: 'Stop 2: Mi Cocula, 11:30 a.m.' },
    {
      type: 'paragraph',
      text: "Walk or take a short drive to Mi Cocula for birria. The tacos come crisped on the griddle with melted cheese, with a cup of rich, brick-red consomme for dipping. Two tacos is the right amount here, and you should resist ordering the chilaquiles at the next table, no matter how good they look. If you want a drink, this is the place for a Mexican martini, but save it for the end if you have more stops.",
    },
    { type: 'heading', text: 'Stop 3: Americado, 1:30 p.m.' },
    {
      type: 'paragraph',
      text: "Finish at Americado with brisket tacos: smoked brisket on flour tortillas with pickled onion and a drizzle of salsa verde. It is a Fort Worth mashup of barbecue and Tex-Mex and a perfect way to end the crawl. Sit on the shaded patio and order a margarita now that you are done driving for the day.",
    },
    { type: 'heading', text: 'Pacing Yourself' },
    {
      type: 'list',
      items: [
        'Two tacos per stop, no more. It adds up.',
        'Skip the chips at the first two stops; you will get enough at the third.',
        'Share if you are with a group and order one of everything.',
        'Drink water between stops, especially in summer.',
      ],
    },
    {
      type: 'tips',
      title: 'Crawl Tips',
      items: [
        'Budget around $50 per person including drinks and tip.',
        'Parking is easiest early, so drive to the first stop and walk or rideshare later.',
        'Go on a Saturday for the full experience, or a weekday for shorter lines.',
        'Check hours before you go; breakfast menus end by late morning at some stops.',
      ],
    },
  ],
  restaurants: ['austin-city-taco-co', 'mi-cocula', 'americado'],
} satisfies Article;
