import type { Restaurant } from '../types';

export default [
  {
    name: 'Bodega Sevilla',
    cuisine: 'spanish',
    description:
      "A dim, tiled tapas bar downtown with legs of jamon on the counter and a sherry list longer than most wine lists in town. Order the gambas al ajillo sizzling in garlic oil ($15), the patatas bravas and a plate of hand-carved Iberico ($28) to share. Two people can graze well for about $90 with drinks; book a table for weekends or take your chances at the bar.",
    priceLevel: 3,
    neighborhood: 'Downtown',
    image: '/images/restaurants/bodega-sevilla.svg',
    address: '912 Commerce St, Fort Worth, TX 76102',
    phone: '(817) 555-0106',
    website: 'https://example.com/bodega-sevilla',
    reservationUrl: 'https://example.com/bodega-sevilla/reservations',
    hours: {
      tue: [['16:00', '22:00']],
      wed: [['16:00', '22:00']],
      thu: [['16:00', '23:00']],
      fri: [['16:00', '00:00']],
      sat: [['16:00', '00:00']],
      sun: [['16:00', '21:00']],
    },
    featured: true,
    addedOn: '2023-11-14',
  },
  {
    name: 'Txoko Pintxos Bar',
    cuisine: 'spanish',
    description:
      "A standing-room Basque pintxos bar on the Near Southside where small bites on bread line the counter and you pay by the toothpick ($3 to $6 each). The anchovy and pepper gilda and the crab-stuffed piquillo peppers are musts, and the cider is poured from head height. It stays open until 1 a.m. on weekends and is at its best after 10.",
    priceLevel: 2,
    neighborhood: 'Near Southside',
    image: '/images/restaurants/txoko-pintxos-bar.svg',
    address: '1109 W Vickery Blvd, Fort Worth, TX 76104',
    phone: '(817) 555-0107',
    website: 'https://example.com/txoko-pintxos-bar',
    reservationUrl: 'https://example.com/txoko-pintxos-bar/reservations',
    hours: {
      wed: [['17:00', '23:00']],
      thu: [['17:00', '23:00']],
      fri: [['17:00', '01:00']],
      sat: [['17:00', '01:00']],
      sun: [['15:00', '21:00']],
    },
    addedOn: '2025-01-21',
  },
  {
    name: 'Azafran Paella House',
    cuisine: 'spanish',
    description:
      "A family-run Ridglea restaurant where the paellas are cooked to order in wide pans and take about 40 minutes, so order one the moment you sit down. The seafood paella for two ($52) has a proper crisp socarrat on the bottom; the tapas while you wait are uneven, with the croquetas far better than the dry tortilla. Sunday lunch is the nicest time to go.",
    priceLevel: 3,
    neighborhood: 'Ridglea',
    image: '/images/restaurants/azafran-paella-house.svg',
    address: '6333 Camp Bowie Blvd, Fort Worth, TX 76116',
    phone: '(817) 555-0108',
    website: 'https://example.com/azafran-paella-house',
    reservationUrl: 'https://example.com/azafran-paella-house/reservations',
    hours: {
      wed: [['17:00', '21:30']],
      thu: [['17:00', '21:30']],
      fri: [['17:00', '22:00']],
      sat: [['12:00', '22:00']],
      sun: [['12:00', '20:00']],
    },
    addedOn: '2024-05-07',
  },
] satisfies Restaurant[];
