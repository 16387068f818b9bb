import type { Restaurant } from '../types';

export default [
  {
    name: "Carshon's Delicatessen",
    cuisine: 'deli',
    description:
      'A Fort Worth deli with generations of history, a counter stacked with cheesecakes and pies, and booths full of regulars who order without looking at the menu. The Reuben with hand-sliced corned beef and the hot pastrami on rye are the classics, and a slice of house cheesecake ($6) is mandatory. It is a breakfast-and-lunch spot that closes at 3 and takes Sundays and Mondays off, so come before the 12:30 rush.',
    priceLevel: 1,
    neighborhood: 'TCU/Berry',
    image: '/images/restaurants/carshons-delicatessen.svg',
    address: '3133 Cleburne Rd, Fort Worth, TX 76110',
    phone: '(817) 555-0163',
    website: 'https://example.com/carshons-delicatessen',
    hours: {
      tue: [['09:00', '15:00']],
      wed: [['09:00', '15:00']],
      thu: [['09:00', '15:00']],
      fri: [['09:00', '15:00']],
      sat: [['09:00', '15:00']],
    },
    featured: true,
    addedOn: '2023-02-27',
  },
  {
    name: 'Wurst & Rye',
    cuisine: 'deli',
    description:
      'A German-leaning deli and beer counter near the museums with house-cured pastrami, bratwurst plates and rye bread baked every morning. The pastrami melt on toasted rye with Swiss and grainy mustard is the order, and the warm potato salad beats the cold one. Grab a Texas lager from the cooler and eat at the sidewalk tables.',
    priceLevel: 2,
    neighborhood: 'West 7th',
    image: '/images/restaurants/wurst-rye.svg',
    address: '3109 Morton St, Fort Worth, TX 76107',
    phone: '(817) 555-0164',
    website: 'https://example.com/wurst-rye',
    hours: {
      mon: [['10:00', '20:00']],
      tue: [['10:00', '20:00']],
      wed: [['10:00', '20:00']],
      thu: [['10:00', '20:00']],
      fri: [['10:00', '21:00']],
      sat: [['10:00', '21:00']],
      sun: [['10:00', '16:00']],
    },
    addedOn: '2025-01-29',
  },
  {
    name: 'Exchange Avenue Sandwich Co.',
    cuisine: 'deli',
    description:
      'A sandwich counter in an old brick storefront near the Stockyards, handy when you want something lighter than a brisket platter. The smoked turkey club on sourdough and the pimento cheese with pickled jalapenos are the best picks; the soups are hit or miss and the chips come from a bag. It closes at 5, so treat it as a lunch stop before the afternoon cattle drive.',
    priceLevel: 1,
    neighborhood: 'Stockyards',
    image: '/images/restaurants/exchange-avenue-sandwich-co.svg',
    address: '130 W Exchange Ave, Fort Worth, TX 76164',
    phone: '(817) 555-0165',
    website: 'https://example.com/exchange-avenue-sandwich-co',
    hours: {
      mon: [['10:00', '17:00']],
      tue: [['10:00', '17:00']],
      wed: [['10:00', '17:00']],
      thu: [['10:00', '17:00']],
      fri: [['10:00', '17:00']],
      sat: [['10:00', '17:00']],
      sun: [['10:00', '17:00']],
    },
    addedOn: '2026-08-19',
  },
] satisfies Restaurant[];
