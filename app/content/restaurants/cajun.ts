import type { Restaurant } from '../types';

export default [
  {
    name: 'Boudin & Brass',
    cuisine: 'cajun',
    description:
      'A Louisiana kitchen with a dark-roux gumbo, crispy boudin balls and a Sunday jazz brunch with a live brass trio. The shrimp and grits in andouille cream and the blackened catfish po-boy are our favorites; the jambalaya is fine but nothing special. Saturday crawfish boils run from February through May, sold by the pound.',
    priceLevel: 2,
    neighborhood: 'Near Southside',
    image: '/images/restaurants/boudin-brass.svg',
    address: '1316 Hemphill St, Fort Worth, TX 76104',
    phone: '(817) 555-0150',
    website: 'https://example.com/boudin-brass',
    reservationUrl: 'https://example.com/boudin-brass/reservations',
    hours: {
      tue: [['11:00', '21:00']],
      wed: [['11:00', '21:00']],
      thu: [['11:00', '21:00']],
      fri: [['11:00', '23:00']],
      sat: [['11:00', '23:00']],
      sun: [['10:00', '15:00']],
    },
    featured: true,
    addedOn: '2023-03-17',
  },
  {
    name: 'Mudbug Shack',
    cuisine: 'cajun',
    description:
      "A tin-roofed crawfish joint by the Stockyards where boiled crawfish, corn and red potatoes get dumped straight onto paper-covered tables. In season (roughly February to June) crawfish sell by the pound at market price; the rest of the year, fried shrimp baskets and gumbo carry the menu. Bring wet wipes and wear something you don't mind getting spicy.",
    priceLevel: 1,
    neighborhood: 'Stockyards',
    image: '/images/restaurants/mudbug-shack.svg',
    address: '2515 Rodeo Plaza, Fort Worth, TX 76164',
    phone: '(817) 555-0151',
    website: 'https://example.com/mudbug-shack',
    hours: {
      wed: [['16:00', '22:00']],
      thu: [['16:00', '22:00']],
      fri: [['16:00', '00:00']],
      sat: [['12:00', '00:00']],
      sun: [['12:00', '20:00']],
    },
    addedOn: '2024-03-28',
  },
  {
    name: 'Nola Po-Boy Counter',
    cuisine: 'cajun',
    description:
      'A weekday lunch counter downtown building po-boys on crackly New Orleans-style French bread, with fried shrimp, roast beef debris and, in season, fried oysters. A dressed shrimp po-boy with a cup of gumbo runs about $17. The line peaks at 12:15 and the doors close at 3, so call your order in.',
    priceLevel: 1,
    neighborhood: 'Downtown',
    image: '/images/restaurants/nola-poboy-counter.svg',
    address: '209 W 8th St, Fort Worth, TX 76102',
    phone: '(817) 555-0152',
    website: 'https://example.com/nola-poboy-counter',
    hours: {
      mon: [['10:30', '15:00']],
      tue: [['10:30', '15:00']],
      wed: [['10:30', '15:00']],
      thu: [['10:30', '15:00']],
      fri: [['10:30', '15:00']],
    },
    addedOn: '2025-09-16',
  },
] satisfies Restaurant[];
