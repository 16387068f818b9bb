import type { Article } from '../types';

export default {
  slug: 'shipping-and-receiving-patio',
  kind: 'review',
  title: 'Shipping & Receiving: The Near Southside Patio That Does It All',
  category: 'Craft Cocktails',
  tags: ['Patios', 'Near Southside', 'Live Music'],
  author: 'Marcus Reyes',
  publishedAt: '2022-05-03',
  excerpt:
    "Shade sails, weekend bands, dogs everywhere and cocktails under $12. Why Shipping & Receiving is our first call for a Friday night outside, and how to get the most out of it.",
  image: {
    src: '/images/articles/shipping-and-receiving-patio.svg',
    alt: 'A warehouse patio at dusk under white shade sails, with string lights, picnic tables and a small stage in the corner.',
  },
  intro:
    "Every Fort Worth neighborhood has a patio bar, but few pull off the balancing act Shipping & Receiving does. It is big enough for a birthday group and intimate enough for a date. It has a stage but is never so loud you have to shout. The drinks are made with care and priced for regulars. On a cool spring Friday, there may be no better place in the city to spend three hours outside.",
  body: [
    { type: 'heading', text: 'The Space' },
    {
      type: 'paragraph',
      text: "The bar lives in a converted warehouse on the edge of the Near Southside, with roll-up doors that open the inside bar to the patio. Out back are shade sails, picnic tables, a few lounge corners and a small stage for weekend bands. It is dog-friendly, and on any given night there are as many dogs as there are cocktails on the menu.",
    },
    { type: 'heading', text: 'What to Drink' },
    {
      type: 'paragraph',
      text: "The cocktail list is short and smart, with most drinks under $12. The ranch water is properly tart, the house old fashioned is balanced rather than sweet, and there is usually a seasonal spritz that is perfect on a hot afternoon. The beer list leans local, and the frozen drink of the week is fun but a little sugary. If you want something stronger and more complicated, ask the bartender to riff on a classic; they are happy to do it when the bar is not slammed.",
    },
    { type: 'heading', text: 'Food' },
    {
      type: 'paragraph',
      text: "Shipping & Receiving does not run a full kitchen. Instead, a food truck parks out front Thursday through Sunday, rotating between tacos, burgers and barbecue. Check the bar's social posts for the schedule, or eat first at one of the nearby Near Southside spots and come here for the second half of the night. Rodeo Goat and Americado are both a short rideshare away, and both keep their kitchens going well into the evening.",
    },
    { type: 'heading', text: 'When to Go' },
    {
      type: 'list',
      items: [
        'Friday, 6 to 9 p.m.: the sweet spot, with live music starting and the patio full but not packed.',
        'Saturday afternoon: the bar opens at 2, and early afternoons are relaxed and dog-heavy.',
        'After 10 on weekends: busy, with a short wait at the bar. Fine if you want energy.',
        'Summer: go after sunset. The shade sails help, but July at 5 p.m. is still July.',
      ],
    },
    {
      type: 'tips',
      title: 'Patio Tips',
      items: [
        'Bring a light jacket for spring and fall evenings; the patio cools off fast.',
        'Check the food truck schedule before you come hungry.',
        'Street parking is free but tight after 8; rideshare if you are staying late.',
        'Keep dogs leashed and bring water for them on hot days.',
      ],
    },
  ],
  restaurants: ['shipping-receiving-bar', 'rodeo-goat', 'americado'],
} satisfies Article;
