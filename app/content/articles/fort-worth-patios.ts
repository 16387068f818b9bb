import type { Article } from '../types';

export default {
  slug: 'fort-worth-patios',
  kind: 'review',
  title: "Fort Worth Patios for Long Evenings Outside",
  category: 'Patios',
  tags: ['Drinks', 'Near Southside', 'Near Eastside'],
  author: 'Callie Brooks',
  publishedAt: '2023-09-19',
  excerpt:
    "Fall is patio season in Fort Worth. Here are three outdoor spots where the drinks are cold, the food holds its own and nobody rushes you home.",
  image: {
    src: '/images/articles/fort-worth-patios.svg',
    alt: "A crowded outdoor patio at dusk with picnic tables, string lights, a burger basket and two cold beers in the foreground.",
  },
  intro:
    "For about eight months a year, the best seat in Fort Worth is outside. Once the heat breaks in late September, we plan whole weekends around patios. These are the three we keep coming back to, with notes on when to go, what to order and how to get a table.",
  body: [
    { type: 'heading', text: 'America Gardens (Near Eastside)' },
    {
      type: 'paragraph',
      text: "America Gardens is a patio bar first and everything else second. A big gravel yard with picnic tables, shade sails, a few fire pits and a stage that hosts local bands on weekends. The bar pours Texas beer on tap ($6 to $8) and a frozen ranch water ($9) that disappears dangerously fast. The food menu is short and snacky: smash burgers ($12), a loaded queso ($10) and crispy chicken tenders with jalapeno ranch ($12).",
    },
    {
      type: 'paragraph',
      text: "Go on a Thursday evening for live music without the Saturday crowd. It is dog-friendly and kid-friendly until about 8. Free street parking around the block fills after 7 on weekends.",
    },
    { type: 'heading', text: 'Rodeo Goat (Near Southside)' },
    {
      type: 'paragraph',
      text: "Rodeo Goat is one of the best burger joints in the city and has a patio big enough to host a reunion. The burgers have goofy names and serious execution: thick, juicy patties with toppings like pimento cheese, fried green tomato or a fried egg with bacon jam ($13 to $16). Order the fried pickles ($8) and a round of the house beer-cocktail for the table. The patio gets a nice breeze and plenty of shade after 6 p.m.",
    },
    {
      type: 'paragraph',
      text: "Weekend lunch can have a 30-minute wait, but the line moves and there is a bar to hold you over. The lot is shared and can be tight; the surrounding streets usually have room.",
    },
    { type: 'heading', text: 'Shipping & Receiving Bar (Near Southside)' },
    {
      type: 'paragraph',
      text: "Shipping & Receiving is a converted warehouse with a huge back patio that feels like a neighborhood backyard party. There are lawn games, long communal tables and a rotation of food trucks parked at the edge. Cocktails are well-made and fairly priced ($10 to $13), and the beer list leans local. It is the place to bring a group that cannot agree on dinner.",
    },
    {
      type: 'paragraph',
      text: "Check the bar's calendar; on big event nights there is a cover of $5 to $15. Otherwise, arrive before 8 on Fridays for a table, and use the gravel lot out back or street parking nearby.",
    },
    { type: 'heading', text: 'Pick Your Patio' },
    {
      type: 'list',
      items: [
        "Live music and a frozen drink: America Gardens.",
        "A real meal outside: Rodeo Goat.",
        "A big group with mixed plans: Shipping & Receiving Bar.",
      ],
    },
    {
      type: 'tips',
      title: 'Patio Tips',
      items: [
        "In September, go after 7 p.m. when the sun drops behind the buildings.",
        "Bring a light jacket from November on; fire pits go fast.",
        "Check each bar's social pages for live music and cover charges before heading out.",
        "Mosquito spray is your friend near the Trinity.",
      ],
    },
  ],
  restaurants: ['america-gardens', 'rodeo-goat', 'shipping-receiving-bar'],
} satisfies Article;
