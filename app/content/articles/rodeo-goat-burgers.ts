import type { Article } from '../types';

export default {
  slug: 'rodeo-goat-burgers',
  kind: 'review',
  title: 'Rodeo Goat: Silly Burger Names, Seriously Good Patio',
  category: 'Burgers',
  tags: ['Patios', 'Near Southside', 'Beer'],
  author: 'Marcus Reyes',
  publishedAt: '2021-06-08',
  excerpt:
    "The names are ridiculous on purpose. The burgers mostly are not. Our guide to ordering at Rodeo Goat, when to grab a patio table and which monthly special is worth the gamble.",
  image: {
    src: '/images/articles/rodeo-goat-burgers.svg',
    alt: 'A tall burger with a fried egg and chorizo on a metal tray beside a basket of fried pickles on a picnic table.',
  },
  intro:
    "Rodeo Goat is the place we send out-of-town friends who want a burger, a beer and a patio in one stop. It sits at the south end of Main Street in an old icehouse-looking building, the menu reads like someone wrote it at 1 a.m., and the patio holds what feels like half the Near Southside on a nice Saturday. Underneath the jokes is a kitchen that knows how to cook a burger.",
  body: [
    { type: 'heading', text: 'What to Order' },
    {
      type: 'paragraph',
      text: "Start with the chorizo burger topped with a fried egg. The chorizo is mixed into the patty rather than piled on top, so every bite carries a little smoky heat, and the runny yolk does the job of a sauce. It runs about $15 and it is messy enough that you should grab extra napkins on the way to your seat.",
    },
    {
      type: 'paragraph',
      text: "If you want something lighter, the turkey burger is the rare version that does not taste like a compromise: juicy, well seasoned, with enough toppings to stand up to the bun. Vegetarians get a black bean patty that is fine but not a reason to come.",
    },
    { type: 'heading', text: 'The Monthly Special' },
    {
      type: 'paragraph',
      text: "Every month the kitchen rolls out a new burger with a deliberately absurd name, and part of the fun is guessing what it will be. They range from brilliant (a pimento cheese and fried green tomato number we still think about) to a little much (peanut butter and bacon jam is a lot of richness on one bun). Ask the bartender whether the current one is a keeper; they will tell you honestly.",
    },
    { type: 'heading', text: 'Sides and Beer' },
    {
      type: 'list',
      items: [
        'Fried pickles: thin-cut, crisp and not greasy. Non-negotiable.',
        'Fries: good, but order them well done if you are eating on the patio, because they cool fast.',
        'Sweet potato fries: skip them; they come out limp more often than not.',
        'Beer: dozens of Texas drafts, with a heavy Fort Worth presence. Ask for a taster before committing to a pint.',
      ],
    },
    { type: 'heading', text: 'When to Go' },
    {
      type: 'paragraph',
      text: "Weekday lunch is easy: order at the counter, find a table, done in 45 minutes. Friday and Saturday nights the patio is loud and lovely, and you may wait for a table after 7. TCU home game days are a different event entirely. The patio fills well before kickoff, so either show up early and make an afternoon of it or pick another day.",
    },
    {
      type: 'tips',
      title: 'Rodeo Goat Tips',
      items: [
        'The small lot fills quickly; there is more street parking on the side streets east of Main.',
        'Dogs are welcome on the patio, and the staff usually bring out a water bowl.',
        'Split a burger and two sides if you are not very hungry. The burgers are big.',
        'Check the chalkboard for the special before you order. It changes on the first of the month.',
      ],
    },
  ],
  restaurants: ['rodeo-goat'],
} satisfies Article;
