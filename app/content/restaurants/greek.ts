import type { Restaurant } from '../types';

export default [
  {
    name: "Yia Yia's Taverna",
    cuisine: 'greek',
    description:
      'A whitewashed taverna at Westbend with a patio facing the river and a grill that handles lamb chops and whole branzino beautifully. Start with the trio of spreads (tzatziki, tirokafteri and melitzanosalata) and the saganaki flamed at the table. Wednesday is half-price Greek wine night, and the free garage makes parking painless.',
    priceLevel: 2,
    neighborhood: 'Westbend',
    image: '/images/restaurants/yia-yias-taverna.svg',
    address: '1701 River Run, Fort Worth, TX 76107',
    geo: { lat: 32.7074, lng: -97.3672 },
    phone: '(817) 555-0143',
    website: 'https://example.com/yia-yias-taverna',
    reservationUrl: 'https://example.com/yia-yias-taverna/reservations',
    hours: {
      mon: [['11:00', '21:00']],
      tue: [['11:00', '21:00']],
      wed: [['11:00', '21:00']],
      thu: [['11:00', '21:00']],
      fri: [['11:00', '22:00']],
      sat: [['11:00', '22:00']],
      sun: [['11:00', '20:00']],
    },
    featured: true,
    addedOn: '2024-09-12',
  },
  {
    name: 'Santorini Gyro Co.',
    cuisine: 'greek',
    description:
      'A lunch-rush gyro counter for downtown office workers, with lamb-and-beef gyros shaved off the spit and chicken souvlaki pitas for under $12. The lemon potatoes and the Greek fries with feta and oregano are worth the extra few dollars. It closes at 3 on weekdays and all day Sunday, so it is strictly a lunch stop.',
    priceLevel: 1,
    neighborhood: 'Downtown',
    image: '/images/restaurants/santorini-gyro-co.svg',
    address: '900 Houston St, Fort Worth, TX 76102',
    geo: { lat: 32.7508, lng: -97.3309 },
    phone: '(817) 555-0144',
    website: 'https://example.com/santorini-gyro-co',
    hours: {
      mon: [['10:30', '15:00']],
      tue: [['10:30', '15:00']],
      wed: [['10:30', '15:00']],
      thu: [['10:30', '15:00']],
      fri: [['10:30', '15:00']],
      sat: [['11:00', '16:00']],
    },
    addedOn: '2023-11-07',
  },
] satisfies Restaurant[];
