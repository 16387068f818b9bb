import type { Guide } from '../types';

const guide: Guide = {
  slug: 'tacos-worth-the-drive',
  title: 'Tacos worth the drive',
  summary: 'Trompo al pastor, heirloom masa, puffy tacos and a 3 a.m. window: the tacos we cross town for.',
  intro:
    'None of these is the taqueria closest to your house, and that is the point. Each one does something nobody nearby does as well, whether it is the tortilla, the trompo or the hour.\n\nBring cash for the counters on the Northside, and **order more than you think**: tacos this size go fast.',
  author: 'Marcus Reyes',
  publishedAt: '2026-04-03',
  image: { src: '/images/articles/near-southside-taco-crawl.svg', alt: 'A row of street tacos with onion, cilantro and lime' },
  places: [
    { restaurant: 'taqueria-la-estrella-del-norte', note: 'Al pastor carved off the trompo in the window, a few dollars a taco, and a six-salsa bar to work through.' },
    { restaurant: 'molino-masa-co', note: 'The tortillas are the headline: heirloom corn ground in-house and pressed to order. Get whatever is on the blue corn.' },
    { restaurant: 'puro-tejano-kitchen', note: 'Puffy tacos, fried until the masa balloons and filled with picadillo. Eat them at the counter before they settle.' },
    { restaurant: 'austin-city-taco-co', note: 'Flour tortillas pressed to order for a breakfast taco run: migas first, then brisket and egg.' },
    { restaurant: 'blue-corn-comal', note: 'Blue corn pressed on the comal by the front window; the smoked chicken flautas are the move.' },
    { restaurant: 'la-paloma-cantina', note: 'A Stockyards cantina that serves past 1 a.m. on weekends, with Tejano on the jukebox while you wait.' },
    { restaurant: 'vaquero-burrito-window', note: 'Technically a burrito window, but at 2 a.m. on West 7th nobody is checking definitions.' },
  ],
};

export default guide;
