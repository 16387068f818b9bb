import type { Article } from '../types';

export default {
  slug: 'panther-city-bbq',
  kind: 'review',
  title: "Panther City BBQ: Pork Belly Burnt Ends and a Line Worth Joining",
  category: 'BBQ',
  tags: ['Near Southside', 'Texas BBQ'],
  author: 'Marcus Reyes',
  publishedAt: '2025-10-14',
  excerpt:
    "Peppery brisket, pork belly burnt ends and brisket elote at one of Fort Worth's must-visit barbecue joints. When to get in line, what to order and what to skip.",
  image: {
    src: '/images/articles/panther-city-bbq.svg',
    alt: "A butcher-paper tray of sliced brisket, glazed pork belly burnt ends, sausage and a cup of brisket elote on a picnic table.",
  },
  intro:
    "Panther City BBQ started as a backyard operation and has grown into one of the essential barbecue stops in Fort Worth. It still feels like a neighborhood joint: a walk-up window, picnic tables under the trees and a line that starts forming well before the doors open. The meat is worth every minute of the wait.",
  body: [
    { type: 'heading', text: 'The Brisket' },
    {
      type: 'paragraph',
      text: "The brisket ($30 a pound) has a thick, peppery bark, a deep smoke ring and fat that melts into the meat. Ask for a mix of moist and lean; the moist slices are the real prize. It is as good as anywhere in the city, and we say that knowing exactly how many arguments it will start.",
    },
    { type: 'heading', text: 'The Rest of the Tray' },
    {
      type: 'list',
      items: [
        "Pork belly burnt ends ($18 a half pound): glazed, sticky and caramelized, rich enough that a few go a long way. The dish that made the place famous.",
        "Brisket elote ($8): creamy, smoky street-corn with chopped brisket and cotija on top. The best side in Fort Worth barbecue.",
        "Jalapeno-cheddar sausage ($7 a link): house-made, juicy and with a real snap.",
        "Pork ribs ($4 each): a sweet glaze, good smoke and a clean bite off the bone.",
        "Banana pudding ($6): creamy, with vanilla wafers and a bruleed top on some days.",
      ],
    },
    {
      type: 'paragraph',
      text: "The smoked turkey is tender and well seasoned but overshadowed by everything else; skip it unless you need a lighter option. The mac and cheese is fine, but the elote is so much better that ordering the mac feels like a mistake.",
    },
    { type: 'heading', text: 'How Much to Order' },
    {
      type: 'paragraph',
      text: "For two hungry people, a half pound of brisket, a quarter pound of burnt ends, one link and two sides is plenty, and runs about $50. For a group of four, double the brisket and add a rack of ribs. The counter will help you size it if you tell them how many you are feeding.",
    },
    { type: 'heading', text: 'Timing and Parking' },
    {
      type: 'paragraph',
      text: "Doors open at 11 a.m. Wednesday through Sunday, and the meat sells out, sometimes by 2 p.m. on Saturdays. Arrive around 10:30 on weekends to be near the front; weekdays are easier, with a 15 to 20 minute wait at noon. The lot is small, but there is free street parking nearby. Bring a folding chair and water for the line on summer Saturdays, and know that the picnic tables fill fast.",
    },
    {
      type: 'tips',
      title: 'Barbecue Tips',
      items: [
        "Get there 30 minutes before opening on weekends.",
        "Order the burnt ends first; they sell out before the brisket.",
        "Buy an extra half pound of brisket to take home for breakfast tacos.",
        "Check the day's menu online for specials like beef ribs.",
      ],
    },
  ],
  restaurants: ['panther-city-bbq'],
} satisfies Article;
