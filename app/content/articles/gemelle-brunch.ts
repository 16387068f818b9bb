import type { Article } from '../types';

export default {
  slug: 'gemelle-brunch',
  kind: 'review',
  title: "Brunch at Gemelle: Ricotta Pancakes, Spritzes and a Very Good Egg",
  category: 'Brunch',
  tags: ['Italian', 'Near Southside'],
  author: 'Callie Brooks',
  publishedAt: '2021-03-21',
  excerpt:
    "Gemelle's weekend brunch takes Italian comfort food and points it at the morning: lemon ricotta pancakes, a pancetta egg sandwich on focaccia and bombolini you should not share.",
  image: {
    src: '/images/articles/gemelle-brunch.svg',
    alt: "A stack of lemon ricotta pancakes, a focaccia egg sandwich and an orange spritz on a marble table in a sunny dining room.",
  },
  intro:
    "Gemelle is the Near Southside Italian spot we send people to for a dinner of handmade pasta, so we were skeptical of brunch. We should not have been. The weekend menu is short, confident and very Italian in spirit, and it has become our go-to when out-of-town friends want something nicer than a diner but less fussy than a hotel buffet.",
  body: [
    { type: 'heading', text: 'Start Sweet' },
    {
      type: 'paragraph',
      text: "Order the bombolini ($8) for the table the moment you sit down. They are small Italian doughnuts rolled in sugar, served warm with a little pot of lemon curd, and they arrive fast. Then consider the lemon ricotta pancakes ($14): three tall, almost custardy cakes with blueberry compote and whipped mascarpone. They are rich enough that one order works for two people if someone gets something savory.",
    },
    { type: 'heading', text: 'Then Go Savory' },
    {
      type: 'list',
      items: [
        "Focaccia egg sandwich ($15): a fried egg, crisp pancetta, fontina and arugula on the house focaccia. The best thing on the menu.",
        "Breakfast carbonara ($18): bucatini with guanciale, pecorino and a soft egg yolk on top to stir through. Dinner food, but nobody is stopping you.",
        "Eggs in purgatory ($16): eggs baked in a spicy tomato sauce with grilled bread for dipping. Ask for extra bread.",
        "Side of crispy potatoes with rosemary and parmesan ($7): order these no matter what.",
      ],
    },
    {
      type: 'paragraph',
      text: "The one miss for us was the frittata of the day, which was a little dry on both visits and did not show off what the kitchen can do.",
    },
    { type: 'heading', text: 'To Drink' },
    {
      type: 'paragraph',
      text: "The Aperol spritz ($11) is the default, but the house spritz with blood orange and prosecco is better. Coffee is a proper espresso program, and the cappuccino is the right size, not a bucket. If you want a mimosa, they make it with fresh orange juice and a decent sparkling wine; a carafe runs $30 and pours about four glasses.",
    },
    { type: 'heading', text: 'Timing and Parking' },
    {
      type: 'paragraph',
      text: "Brunch runs Saturday and Sunday from 10 a.m. to 2:30 p.m. Reservations open two weeks out and the 11 a.m. to 12:30 p.m. window fills by Thursday. Walk-ins have a good shot before 10:30 or after 1:30. The small lot fills quickly, but there is free street parking on the surrounding blocks if you are willing to walk two minutes.",
    },
    {
      type: 'tips',
      title: 'Brunch Tips',
      items: [
        "Book the patio if it is under 85 degrees; it is the nicest seat in the house.",
        "Share one sweet dish and one savory dish per two people, plus the potatoes.",
        "Bombolini come out first, so order them as soon as you sit down.",
        "Expect about $35 to $45 per person with a drink and tip.",
      ],
    },
  ],
  restaurants: ['gemelle'],
} satisfies Article;
