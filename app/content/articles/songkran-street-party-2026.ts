import type { Article } from '../types';

export default {
  slug: 'songkran-street-party-2026',
  kind: 'news',
  title: 'Thai New Year Street Party Splashes Into West 7th on April 12',
  category: 'Event',
  tags: ['Thai', 'West 7th', 'Festival'],
  author: 'Callie Brooks',
  publishedAt: '2026-03-24',
  excerpt:
    "Water guns, street food and a mango sticky rice stand: Malai Kitchen hosts a Songkran celebration on Sunday, April 12, with guest cooks from around town.",
  image: {
    src: '/images/articles/songkran-street-party-2026.svg',
    alt: 'People laughing as they splash water at a street party, with food stalls and colorful Thai flags strung overhead.',
  },
  intro:
    "Thai New Year is coming to West 7th. Malai Kitchen will host a Songkran street party on Sunday, April 12, from noon to 6 p.m., closing off a section of the block in front of the restaurant for food stalls, music and the festival's famous water fights.",
  body: [
    {
      type: 'paragraph',
      text: "Songkran marks the traditional Thai New Year in mid-April, and the celebration is known for people splashing water on each other in the streets, a symbol of washing away the old year. Organizers promise a designated splash zone with water guns and buckets for anyone who wants to get wet, and a dry zone for those who would rather eat in peace. Wear clothes you do not mind soaking, and keep your phone in a bag.",
    },
    {
      type: 'paragraph',
      text: "The food is the real draw. Malai Kitchen's own stall will serve grilled pork skewers, papaya salad pounded to order and its signature khao soi by the cup. Lucky Bee Kitchen is bringing a guest stall with its fish-sauce caramel wings and a herb-loaded crispy rice salad, and Spice Thai Kitchen will run a mango sticky rice stand, since mangoes will just be coming into season. Most plates will be $6 to $12, paid by card at each stall.",
    },
    {
      type: 'paragraph',
      text: "Entry is free. A Thai dance troupe performs at 1 and 3 p.m., and a blessing ceremony for elders, pouring scented water over their hands, opens the event at noon. Kids are welcome, and there will be a small craft table for making paper garlands.",
    },
    {
      type: 'paragraph',
      text: "Parking will be tight, so use the West 7th garages or ride over. If it rains, the party moves inside the restaurant's dining room and patio with a smaller lineup. Either way, it sounds like one of the most fun ways to spend a spring Sunday in Fort Worth.",
    },
  ],
  restaurants: ['malai-kitchen', 'lucky-bee-kitchen', 'spice-thai-kitchen'],
} satisfies Article;
