import type { Article } from '../types';

export default {
  slug: 'fixture-brunch',
  kind: 'review',
  title: 'Sunday Brunch at Fixture: Clearfork Grown-Up Edition',
  category: 'Brunch',
  tags: ['Clearfork', 'Cocktails', 'Sunday'],
  author: 'Callie Brooks',
  publishedAt: '2023-05-16',
  excerpt:
    "Chicken-fried steak and eggs, redfish with grits and a blackberry old fashioned before noon. Our take on Sunday brunch at Fixture Kitchen & Social Lounge in Clearfork.",
  image: {
    src: '/images/articles/fixture-brunch.svg',
    alt: 'A brunch table with chicken-fried steak topped with a fried egg, a bowl of shrimp and grits and a dark cocktail garnished with blackberries.',
  },
  intro:
    "Fixture Kitchen & Social Lounge is known around Clearfork for its Friday nights: a full dining room up front, a DJ and low couches in the back. Sunday mornings are a different and, honestly, better version of the place. The music is quieter, sunlight fills the dining room, and the brunch menu takes the kitchen's Southern-leaning comfort food and puts an egg on it. It is the brunch we choose when we want a real meal rather than a mimosa marathon.",
  body: [
    { type: 'heading', text: 'The Plates' },
    {
      type: 'paragraph',
      text: "Start with the chicken-fried steak bites for the table, the same crunchy, gravy-dipped snack the bar is known for at happy hour. Then the main event: a full chicken-fried steak with two eggs and a cheddar biscuit, around $19, with gravy that is peppery and not gluey. The seared redfish over stone-ground grits with a little Creole butter is the lighter-but-not-light pick and our favorite dish in the building.",
    },
    {
      type: 'paragraph',
      text: "The avocado toast and the yogurt bowl are there for people who want them, and they are perfectly fine, but they are not why you came. The French toast is overly sweet; if someone at the table wants something sugary, split one order as dessert.",
    },
    { type: 'heading', text: 'The Drinks' },
    {
      type: 'paragraph',
      text: "Fixture's bar is better than a brunch bar needs to be. The blackberry old fashioned works as well at 11 a.m. as it does at 11 p.m., and the Bloody Mary comes properly spicy with a pickled okra garnish. Mimosas are sold by the glass or by the carafe rather than bottomless, which keeps the room calmer than some of its neighbors. Coffee is strong and refilled without asking.",
    },
    { type: 'heading', text: 'Timing and Booking' },
    {
      type: 'paragraph',
      text: "Brunch runs on Sundays from 10 to 3, and the dining room is at its best before noon. Reservations are recommended after 11, when church and golf crowds arrive together. Expect about $70 for two with one cocktail each and tip. The lounge in the back has some of the most comfortable seats in Clearfork if you want to linger over a second coffee.",
    },
    {
      type: 'tips',
      title: 'Brunch Tips',
      items: [
        'Book a table for 10 or 10:30 for the quietest room.',
        'Order the chicken-fried steak bites for the table while you decide.',
        'Ask for a window table on sunny days; the light is lovely.',
        'The Clearfork garages are free and a short walk away.',
      ],
    },
  ],
  restaurants: ['fixture-kitchen-social-lounge'],
} satisfies Article;
