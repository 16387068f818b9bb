import type { Article } from '../types';

export default {
  slug: 'piattello-italian-kitchen',
  kind: 'review',
  title: 'Piattello Italian Kitchen: Clearfork Pasta Worth the Drive',
  category: 'Italian',
  tags: ['Pasta', 'Clearfork', 'Happy Hour'],
  author: 'Callie Brooks',
  publishedAt: '2022-10-04',
  excerpt:
    "Bucatini all'amatriciana, Sunday bomboloni and a market counter that sends you home with dinner for tomorrow. Our full guide to Piattello in Clearfork.",
  image: {
    src: '/images/articles/piattello-italian-kitchen.svg',
    alt: "A bowl of bucatini in red sauce with crisp guanciale beside a plate of golden arancini on a marble table.",
  },
  intro:
    "Piattello is the Italian restaurant we recommend most often to people who say they want something nice but not stuffy. The dining room in Clearfork is handsome and bright, the bar does a proper spritz, and the market counter by the door sells the same fresh pasta and sauces the kitchen uses. We have eaten here for birthdays, work lunches and one very long rainy Sunday, and it has not let us down yet.",
  body: [
    { type: 'heading', text: 'Start With the Arancini' },
    {
      type: 'paragraph',
      text: "The arancini are crisp, not greasy, with a molten center of mozzarella and a little peas-and-ragu filling, served on a smear of tomato sauce. An order of three runs about $12 and disappears fast. The burrata with roasted grapes is pretty but less exciting; if you only get one starter, make it the rice balls.",
    },
    { type: 'heading', text: 'The Pasta' },
    {
      type: 'paragraph',
      text: "The bucatini all'amatriciana is the dish to beat: thick hollow noodles, a bright tomato sauce with a little heat and crisp pieces of guanciale throughout. It is around $22 and worth every dollar. The pappardelle with a slow-cooked beef ragu is the cold-weather pick, and the cacio e pepe is solid if not quite as glossy as the best versions in town. Pastas come in one size, and one plate plus a shared starter is plenty for most appetites.",
    },
    {
      type: 'paragraph',
      text: "The pizzas are good rather than great, with a crust closer to Roman than Neapolitan. We order them at happy hour and stick to pasta at dinner.",
    },
    { type: 'heading', text: 'Happy Hour and Sunday Bomboloni' },
    {
      type: 'paragraph',
      text: "Weekday happy hour in the bar from 3 to 6 is one of the best deals in Clearfork, with $8 spritzes, half-price pizzas and discounted wine by the glass. On Sundays, order the bomboloni: warm Italian doughnuts filled with pastry cream and rolled in sugar. They sell out by early afternoon, so ask for them when you sit down, not when you are done.",
    },
    { type: 'heading', text: 'Take Some Home' },
    {
      type: 'paragraph',
      text: "The market counter sells fresh pasta by the pound, jars of the house marinara and vodka sauce, and pastries. A pound of fresh rigatoni and a jar of sauce makes a weeknight dinner for two for around $20, and it is the easiest way to stretch a Piattello habit.",
    },
    {
      type: 'tips',
      title: 'Piattello Tips',
      items: [
        'Reserve for Friday and Saturday dinner; weeknights usually have walk-in room at the bar.',
        'Park in the Clearfork garage and walk over rather than circling the surface spots.',
        'Order the bucatini even if you order something else too.',
        'Ask for bomboloni as soon as you sit down on Sundays.',
      ],
    },
  ],
  restaurants: ['piattello-italian-kitchen'],
} satisfies Article;
