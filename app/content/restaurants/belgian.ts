import type { Restaurant } from '../types';

export default [
  {
    name: 'The Ghent Table',
    cuisine: 'belgian',
    description:
      'A Belgian brasserie with more than 40 abbey ales, tripels and sours, and a menu anchored by mussels steamed five ways with a paper cone of twice-fried frites. The beef carbonnade braised in dark ale is the cold-weather order, and Sunday brunch brings Liege waffles with speculoos cream. The bartenders happily pour tasters before you commit to a 10% tripel.',
    priceLevel: 3,
    neighborhood: 'Near Southside',
    image: '/images/restaurants/the-ghent-table.svg',
    address: '1001 Hemphill St, Fort Worth, TX 76104',
    geo: { lat: 32.7357, lng: -97.3310 },
    phone: '(817) 555-0148',
    website: 'https://example.com/the-ghent-table',
    reservationUrl: 'https://example.com/the-ghent-table/reservations',
    hours: {
      tue: [['16:00', '22:00']],
      wed: [['16:00', '22:00']],
      thu: [['16:00', '22:00']],
      fri: [['16:00', '23:00']],
      sat: [['16:00', '23:00']],
      sun: [['10:00', '15:00']],
    },
    featured: true,
    addedOn: '2024-06-26',
  },
  {
    name: 'Liege Waffle Haus',
    cuisine: 'belgian',
    description:
      'A waffle window near Sundance Square selling chewy, pearl-sugar Liege waffles ($6) with toppings from speculoos spread to strawberries and cream. The savory waffle with ham, gruyere and a fried egg makes a decent breakfast, and kids love watching the irons through the glass. Pair one with a cortado and carry it out to the plaza.',
    priceLevel: 1,
    neighborhood: 'Sundance Square',
    image: '/images/restaurants/liege-waffle-haus.svg',
    address: '117 W 2nd St, Fort Worth, TX 76102',
    geo: { lat: 32.7538, lng: -97.3344 },
    phone: '(817) 555-0149',
    website: 'https://example.com/liege-waffle-haus',
    hours: {
      mon: [['08:00', '21:00']],
      tue: [['08:00', '21:00']],
      wed: [['08:00', '21:00']],
      thu: [['08:00', '21:00']],
      fri: [['08:00', '23:00']],
      sat: [['08:00', '23:00']],
      sun: [['08:00', '20:00']],
    },
    addedOn: '2025-11-04',
  },
] satisfies Restaurant[];
