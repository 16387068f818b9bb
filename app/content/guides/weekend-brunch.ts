import type { Guide } from '../types';

const guide: Guide = {
  slug: 'weekend-brunch',
  title: 'Weekend brunch, eight ways',
  summary: 'Gospel sets, jazz trios, dim sum carts and a patio on the trail: where to spend a slow Sunday morning.',
  intro:
    'Brunch in Fort Worth is less one meal than eight different moods. Some of these are loud and built for a table of ten, some are quiet enough to read the paper.\n\nThe popular ones fill by **10:30 on Sundays**; book where you can and come early where you cannot.',
  author: 'Callie Brooks',
  publishedAt: '2026-03-21',
  updatedAt: '2026-07-18',
  image: { src: '/images/articles/savory-brunch-trend.svg', alt: 'A brunch table with eggs, biscuits and coffee' },
  places: [
    { restaurant: 'wishbone-flynt', note: 'The Sunday gospel brunch: live sets at 11 and 1, and a dining room clapping along by the second song.' },
    { restaurant: 'boudin-brass', note: 'A live brass trio, shrimp and grits in andouille cream and boudin balls for the table.' },
    { restaurant: 'gemelle', note: 'Ricotta pancakes for the sweet tooth, a carbonara for the one who wants lunch. Book ahead.' },
    { restaurant: 'press-cafe', note: 'Ride the Trinity Trail in, lock the bike and take the patio over the river.' },
    { restaurant: 'canton-palace-dim-sum', note: 'The carts start rolling at half past nine on weekends; grab the shrimp dumplings and pork buns before they vanish.' },
    { restaurant: 'cane-rosso', note: 'The weekend breakfast pie, eggs and bacon under a drizzle of hot honey, straight from the wood oven.' },
    { restaurant: 'mashd', note: 'Big, loud and built for groups: chicken and waffles and a moonshine bar for whoever is not driving.' },
    { restaurant: 'camp-bowie-coffee-cup', note: 'The quiet one. A cinnamon roll the size of a saucer before a morning at the Kimbell.' },
  ],
  log: [{ on: '2026-07-18', kind: 'added', restaurant: 'Canton Palace Dim Sum' }],
};

export default guide;
