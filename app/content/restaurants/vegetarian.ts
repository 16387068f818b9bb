import type { Restaurant } from '../types';

export default [
  {
    name: 'Green Gourd Kitchen',
    cuisine: 'vegetarian',
    description:
      "An all-vegan comfort food kitchen on Magnolia that wins over skeptics with a chicken-fried cauliflower steak under black pepper gravy ($15) and mac and cheese made from cashews that is better than it has any right to be. Weekend brunch brings tofu migas and a blueberry pancake stack. The patio is dog-friendly, and street parking is easiest on the side streets south of Magnolia.",
    priceLevel: 2,
    neighborhood: 'Magnolia Ave',
    image: '/images/restaurants/green-gourd-kitchen.svg',
    address: '1314 W Magnolia Ave, Fort Worth, TX 76104',
    phone: '(817) 555-0103',
    website: 'https://example.com/green-gourd-kitchen',
    hours: {
      tue: [['11:00', '21:00']],
      wed: [['11:00', '21:00']],
      thu: [['11:00', '21:00']],
      fri: [['11:00', '22:00']],
      sat: [['09:00', '22:00']],
      sun: [['09:00', '15:00']],
    },
    featured: true,
    addedOn: '2023-06-20',
  },
  {
    name: 'Marigold Plant Kitchen',
    cuisine: 'vegetarian',
    description:
      "A sunny vegetarian cafe near TCU with a menu of grain bowls, veggie burgers and a turmeric-roasted cauliflower wrap ($12) that has a cult following among grad students. The smoothies are good but pricey at $9, and the lentil soup is the best thing under $6. Order at the counter and grab a seat by the windows.",
    priceLevel: 1,
    neighborhood: 'TCU/Berry',
    image: '/images/restaurants/marigold-plant-kitchen.svg',
    address: '2836 W Berry St, Fort Worth, TX 76109',
    phone: '(817) 555-0104',
    website: 'https://example.com/marigold-plant-kitchen',
    hours: {
      mon: [['08:00', '20:00']],
      tue: [['08:00', '20:00']],
      wed: [['08:00', '20:00']],
      thu: [['08:00', '20:00']],
      fri: [['08:00', '20:00']],
      sat: [['09:00', '17:00']],
    },
    addedOn: '2024-08-27',
  },
  {
    name: 'Jackfruit Social',
    cuisine: 'vegetarian',
    description:
      "A vegan sandwich counter and craft beer patio on the Near Eastside where smoked jackfruit stands in for brisket on a toasted bun with pickles and onions ($11). The buffalo tempeh wrap and the loaded sweet potato fries are the other hits; the vegan queso is thin and skippable. Trivia on Thursday nights packs the picnic tables.",
    priceLevel: 1,
    neighborhood: 'Near Eastside',
    image: '/images/restaurants/jackfruit-social.svg',
    address: '701 E Lancaster Ave, Fort Worth, TX 76102',
    phone: '(817) 555-0105',
    website: 'https://example.com/jackfruit-social',
    hours: {
      wed: [['11:00', '21:00']],
      thu: [['11:00', '22:00']],
      fri: [['11:00', '23:00']],
      sat: [['11:00', '23:00']],
      sun: [['11:00', '18:00']],
    },
    addedOn: '2026-02-03',
  },
] satisfies Restaurant[];
