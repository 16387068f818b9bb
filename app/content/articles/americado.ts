import type { Article } from '../types';

export default {
  slug: 'americado',
  kind: 'review',
  title: 'Americado: Tex-Mex With a Sense of Humor on the Near Southside',
  category: 'Tex-Mex',
  tags: ['Near Southside', 'Patio', 'Margaritas'],
  author: 'Marcus Reyes',
  publishedAt: '2021-07-20',
  excerpt:
    "Queso with a twist, wood-grilled fajitas and a backyard-style patio on Magnolia's doorstep. What is worth ordering at Americado, and what to skip.",
  image: {
    src: '/images/articles/americado.svg',
    alt: "A cast-iron skillet of sizzling beef fajitas with grilled onions and peppers next to a bowl of queso, warm flour tortillas and a frozen margarita.",
  },
  intro:
    "Americado plays with Tex-Mex the way a good cover band plays with a classic: it keeps the melody and changes the arrangement. The queso is smoky, the fajitas come off a wood grill and the margaritas are strong enough that you should plan your ride home. It is set in a converted house on the Near Southside with a big shaded patio, and on a summer evening it is one of the most fun tables in the neighborhood.",
  body: [
    { type: 'heading', text: 'Chips, Queso and Starters' },
    {
      type: 'paragraph',
      text: "Chips and a smoky salsa come free. Pay for the queso ($9), which is blended with roasted poblanos and topped with a spoonful of seasoned ground beef. The street corn ($7), cut off the cob with cotija, lime and chile, is a strong second starter. Skip the nachos, which arrive under-loaded for the price.",
    },
    { type: 'heading', text: 'The Mains' },
    {
      type: 'list',
      items: [
        "Wood-grilled beef fajitas ($24 for one, $44 for two): charred skirt steak, soft onions and house flour tortillas. The best plate on the menu.",
        "Brisket enchiladas ($16): smoked brisket rolled in corn tortillas under a dark chile gravy. A Fort Worth crossover done right.",
        "Crispy fish tacos ($15): beer-battered cod, cabbage and chipotle crema. Light and reliable.",
        "Cheese enchiladas with chili con carne ($13): the classic, for the traditionalist at your table.",
      ],
    },
    {
      type: 'paragraph',
      text: "The one letdown was the chicken mole, which was muddy and too sweet on two visits. Stick with the grill.",
    },
    { type: 'heading', text: 'Drinks' },
    {
      type: 'paragraph',
      text: "The house margarita on the rocks ($9) uses fresh lime and is not cloying. The frozen swirl with sangria ($10) is a summer must. Happy hour, 3 to 6 p.m. Monday to Friday, drops house margaritas to $6 and adds half-price queso, which makes it one of the better after-work deals in the area.",
    },
    { type: 'heading', text: 'Who It Suits' },
    {
      type: 'paragraph',
      text: "The patio makes it great for groups and birthday dinners, and the kids' menu ($7 with a drink) makes it easy for families. For a date, ask for a two-top on the edge of the patio under the lights. Inside is smaller and louder, so request outdoor seating when the weather allows.",
    },
    { type: 'heading', text: 'When to Go and Parking' },
    {
      type: 'paragraph',
      text: "Weekend dinners from 6:30 to 8:30 can mean a 45-minute wait; they take call-ahead names for larger parties. Weekday happy hour is relaxed. There is a small lot beside the house, and free street parking on the nearby residential blocks usually works if you walk two minutes.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Go for happy hour and make a meal of queso, street corn and fajitas for two.",
        "Ask for extra house flour tortillas; they are the real star.",
        "Request the patio, and bring bug spray in summer.",
        "Rideshare if you are having more than one margarita.",
      ],
    },
  ],
  restaurants: ['americado'],
} satisfies Article;
