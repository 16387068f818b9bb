import type { Article } from '../types';

export default {
  slug: 'cane-rosso-brunch',
  kind: 'review',
  title: 'Cane Rosso Brunch: Wood-Fired Pizza With an Egg on Top',
  category: 'Brunch',
  tags: ['Near Southside', 'Pizza', 'Weekend'],
  author: 'Callie Brooks',
  publishedAt: '2022-05-17',
  excerpt:
    "Brunch pizzas with runny eggs, hot honey and a blistered Neapolitan crust. How to make the most of weekend brunch at Cane Rosso on the Near Southside.",
  image: {
    src: '/images/articles/cane-rosso-brunch.svg',
    alt: "A blistered Neapolitan pizza topped with sausage, mozzarella and two sunny-side-up eggs, next to a mimosa and a small bowl of fried potatoes.",
  },
  intro:
    "Brunch in Fort Worth tends to mean chicken and waffles or a tower of pancakes. Cane Rosso offers a better idea: Neapolitan pizza out of a domed wood-burning oven, with eggs cracked on top just before it goes in. The crust comes out puffed and leopard-spotted in about 90 seconds, the yolks stay runny and the whole thing is gone before your mimosa warms up.",
  body: [
    { type: 'heading', text: 'The Brunch Pizzas' },
    {
      type: 'paragraph',
      text: "The brunch menu runs Saturday and Sunday from 11 a.m. to 3 p.m., alongside the regular pizzas. Each pie is about 12 inches and feeds one hungry person or two alongside a starter.",
    },
    {
      type: 'list',
      items: [
        "Breakfast pizza ($16): house sausage, mozzarella, a little cream and two eggs. The one to order first.",
        "Hot honey and soppressata ($17): spicy salami, honey with chile and fresh basil. Our favorite, brunch or not.",
        "Margherita ($13): tomato, fresh mozzarella and basil. The best test of any pizza kitchen, and it passes.",
        "Bacon and potato pie ($16): thin potato slices, smoked bacon and rosemary. A sleeper hit.",
      ],
    },
    {
      type: 'paragraph',
      text: "The center of a Neapolitan pizza is soft and a little wet on purpose. If you prefer crisp, ask for it well done, or eat it with a knife and fork like they do in Naples.",
    },
    { type: 'heading', text: 'Beyond the Pizza' },
    {
      type: 'paragraph',
      text: "Start with the fried mozzarella ($10) with a bright tomato sauce, or the meatballs in marinara ($12). The Nutella and banana dessert pizza ($10) is enough for four. Skip the salads, which are small for the price, and the French toast, which cannot compete with anything coming out of the oven.",
    },
    { type: 'heading', text: 'Drinks' },
    {
      type: 'paragraph',
      text: "Mimosas are $7, or $25 for a carafe that pours about five glasses. The bloody mary ($10) comes with a pepperoncini and a salami skewer. There are Italian sodas for kids and a short list of local beers if you are skipping the bubbles.",
    },
    { type: 'heading', text: 'Who It Suits and When to Go' },
    {
      type: 'paragraph',
      text: "Kids love watching the pizzaiolos slide pies into the oven, and the noise level forgives everything, so families do great here. It is also a relaxed weekend date. The rush hits from noon to 1:30 on Sundays, when waits run 30 to 45 minutes; arrive at 11 for an immediate table. There is a small lot and free street parking on the surrounding blocks, which fills during Magnolia events.",
    },
    {
      type: 'tips',
      title: 'Brunch Tips',
      items: [
        "Order one brunch pizza and one classic pie per two people and share.",
        "Get the carafe of mimosas for three or more.",
        "Sit near the oven if you have kids; it is free entertainment.",
        "Ask for chile oil on the side for any pie.",
      ],
    },
  ],
  restaurants: ['cane-rosso'],
} satisfies Article;
