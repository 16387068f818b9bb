import type { Article } from '../types';

export default {
  slug: 'trinity-trail-bike-food-tour',
  kind: 'news',
  title: 'Pedal and Plate: A Bike Food Tour Along the Trinity Trail Launches in April',
  category: 'Food Tours',
  tags: ['Cycling', 'Clearfork', 'Near Southside'],
  author: 'Callie Brooks',
  publishedAt: '2026-03-31',
  excerpt:
    "Nine easy miles, four food stops and a finish at a distillery. A new guided bike tour links Clearfork and the Near Southside by way of the Trinity Trail, starting April 18.",
  image: {
    src: '/images/articles/trinity-trail-bike-food-tour.svg',
    alt: 'A group of cyclists riding along a river trail lined with trees in spring, with the Fort Worth skyline in the distance.',
  },
  intro:
    "Fort Worth's newest food tour runs on two wheels. Pedal and Plate, a guided bike tour launching Saturday, April 18, rides from Clearfork to the Near Southside along the Trinity Trail, with four food stops spread over about nine flat, easy miles.",
  body: [
    {
      type: 'paragraph',
      text: "The tour starts at 10 a.m. at Press Cafe in Clearfork, which sits right on the trail and is already a favorite with weekend riders. Guests get coffee and a bite from the weekend brunch menu on the patio while the guides fit bikes and helmets, and then the group heads north along the river. The pace is relaxed, with regular stops, and the guides keep the group together at road crossings.",
    },
    {
      type: 'paragraph',
      text: "The first stop off the trail is Paris Coffee Shop, where a slice of the day's cream pie waits at the counter. From there it is a short ride to Austin City Taco Co. for a pair of flour-tortilla tacos, and then the tour finishes at Blackland Distillery with a three-pour tasting flight and a plate of deviled eggs and smoked trout dip. The guides then ride everyone back to Clearfork, or riders can opt for a shuttle with their bikes loaded in a trailer.",
    },
    {
      type: 'paragraph',
      text: "Tickets are $95 and include bike and helmet rental, all food and the tasting flight. Riders who bring their own bikes pay $75. The tour lasts about four hours including stops, and it runs every Saturday through June, then pauses for the hottest months before returning in September. Riders must be 21 or older because of the distillery stop, and organizers recommend some basic comfort on a bike, though the route is almost entirely paved and flat.",
    },
    {
      type: 'paragraph',
      text: "It is a great idea for a city with a trail this good, and we would happily sign up again. Wear sunscreen and comfortable clothes, bring a water bottle, and eat light at breakfast. Pie, tacos and gin add up quickly, even with nine miles of pedaling in between.",
    },
  ],
  restaurants: [
    'press-cafe',
    'paris-coffee-shop',
    'austin-city-taco-co',
    'blackland-distillery',
  ],
} satisfies Article;
