import type { Guide } from '../types';

const guide: Guide = {
  slug: 'date-night-magnolia',
  title: 'Date night on Magnolia',
  summary: 'Candlelight, shared plates and a walk between drinks: seven Magnolia Avenue dinners for two.',
  intro:
    'Magnolia Avenue is the rare Fort Worth street where you can park once and spend the whole evening on foot. These are the rooms we pick when the point of dinner is the conversation.\n\nMost take reservations for two; the smaller ones are walk-in, so **arrive before seven** on a Friday.',
  author: 'Callie Brooks',
  publishedAt: '2026-02-10',
  updatedAt: '2026-09-12',
  places: [
    { restaurant: 'maison-magnolia', note: 'Banquettes, a zinc bar and a French onion soup worth sharing. Tuesday is the quiet night to go.' },
    { restaurant: 'prairie-hen-kitchen', note: 'The splurge: the whole roast chicken for two and a chalkboard that names every farm on the plate.' },
    { restaurant: 'casa-azul-cocina', note: 'Split a tlayuda in the shaded back patio, then let the mezcal list do the talking.' },
    { restaurant: 'lisboa-tasca', note: 'Blue tile, a charcoal grill and piri-piri chicken that arrives smoky and a little dangerous. Order a bottle of vinho verde.' },
    { restaurant: 'shinjuku-station', note: 'An izakaya built for grazing: skewers, small plates and cold lager, ordered a round at a time.' },
    { restaurant: 'red-lantern-dumpling-house', note: 'The low-key option: watch the pleating through the window and share a dozen pork-and-chive dumplings.' },
    { restaurant: 'green-gourd-kitchen', note: 'For the date who does not eat meat, and the one who thinks they cannot live without it: the chicken-fried cauliflower converts both.' },
  ],
  log: [{ on: '2026-09-12', kind: 'added', restaurant: 'Green Gourd Kitchen' }],
};

export default guide;
