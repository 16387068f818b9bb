import type { Guide } from '../types';

const guide: Guide = {
  slug: 'late-night-eats',
  title: 'Late-night eats',
  summary: 'Smash burgers at 3 a.m., shawarma after the Stockyards and ramen past midnight: where Fort Worth eats after the bars.',
  intro:
    'Most kitchens in town are dark by ten. These are the ones still cooking when the music stops, listed roughly by how late they go.\n\nHours here are the weekend hours; **check the listing** before a weeknight run, since several close earlier Sunday to Wednesday.',
  author: 'Marcus Reyes',
  publishedAt: '2026-06-06',
  updatedAt: '2026-11-07',
  image: { src: '/images/articles/ol-south-late-night.svg', alt: 'A stack of pancakes under diner lights at night' },
  places: [
    { restaurant: 'ol-south-pancake-house', note: 'Open around the clock: the German pancake tastes best at an hour you would rather not admit.' },
    { restaurant: 'fat-shack', note: 'Berry Street’s smash burgers and fries until 3 a.m. Thursday through Saturday, elbow to elbow with TCU.' },
    { restaurant: 'northside-starlite-diner', note: 'Chrome, vinyl and a griddle going until 3 on weekends: the Stockyards crowd’s last stop.' },
    { restaurant: 'vaquero-burrito-window', note: 'A breakfast burrito with chorizo handed through a window at 3 a.m. There is no better hangover insurance.' },
    { restaurant: 'halab-sweets-shawarma', note: 'Chicken shawarma off the spit a block from Exchange Avenue, until 2 on weekends, with pastries for the ride home.' },
    { restaurant: 'lemongrass-alley', note: 'Bangkok-style grilled pork skewers and sticky rice off Sundance Square until 2 on Fridays and Saturdays.' },
    { restaurant: 'nightjar-chicken-biscuits', note: 'Nashville hot tenders on a biscuit until 2 a.m. on West 7th. Ask for the slaw to put the fire out.' },
    { restaurant: 'pocha-817', note: 'Neon, K-pop and double-fried soy garlic wings until 2 on weekends: the late table for a group.' },
    { restaurant: 'double-dutch-burger-bar', note: 'Double smash patties on crackly Dutch crunch rolls, and a bar that keeps pouring until 2.' },
    { restaurant: 'wabi-house', note: 'Creamy tonkotsu until 1 a.m. on weekends, for the night that needs a bowl of broth to end it.' },
  ],
  log: [
    { on: '2026-08-22', kind: 'added', restaurant: 'Lemongrass Alley' },
    { on: '2026-11-07', kind: 'removed', restaurant: 'Sundance Slice House', reason: 'now closes at midnight' },
  ],
};

export default guide;
