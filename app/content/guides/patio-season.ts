import type { Guide } from '../types';

const guide: Guide = {
  slug: 'patio-season',
  title: 'Patio season',
  summary: 'String lights, shade sails and river views: ten patios for the weeks when Fort Worth is perfect outdoors.',
  intro:
    'Fort Worth gets two patio seasons, a short spring and a long, golden fall. These are the outdoor tables we keep coming back to, from picnic benches under pecans to a terrace on the river.\n\nMost are **dog-friendly**; we say so where a place is not.',
  author: 'Callie Brooks',
  publishedAt: '2026-09-26',
  image: { src: '/images/articles/fort-worth-patios.svg', alt: 'A patio with string lights and picnic tables at dusk' },
  places: [
    { restaurant: 'shipping-receiving-bar', note: 'Shade overhead, a band on weekends and space for the dog to stretch out: our best all-round patio.' },
    { restaurant: 'america-gardens', note: 'Picnic tables under old pecan trees with a food truck by the back fence: bring friends and stay late.' },
    { restaurant: 'joe-t-garcias', note: 'Fountains, flowering pots and long tables for a whole family reunion. The garden patio is the reason to go; no dogs.' },
    { restaurant: 'yia-yias-taverna', note: 'A whitewashed patio facing the river, grilled lamb chops and the sense that you are somewhere much farther away. No dogs on this one.' },
    { restaurant: 'rodeo-goat', note: 'An icehouse patio with dozens of Texas beers and a burger with a ridiculous name every month.' },
    { restaurant: 'americado', note: 'A big, shaded patio at a converted house on the Near Southside, and margaritas that justify a second round.' },
    { restaurant: 'trinity-acre', note: 'The dressed-up patio: Texas beef and Gulf fish on a terrace facing the river at Clearfork.' },
    { restaurant: 'love-shack', note: 'Open air, a band most evenings and a burger crowned with a fried quail egg, a short walk from the cattle drive.' },
    { restaurant: 'blackland-distillery', note: 'A gin flight on the dog-friendly patio, after a look at the copper stills through the tasting-room glass.' },
    { restaurant: 'winslows-wine-cafe', note: 'A patio table on brick Camp Bowie and a half-price bottle on Tuesday. Leave the dog at home for this one.' },
  ],
};

export default guide;
