import type { Article } from '../types';

export default {
  slug: 'best-sushi-roll',
  kind: 'review',
  title: "The Best Sushi Roll in Fort Worth: Three Contenders, One Winner",
  category: 'Sushi',
  tags: ['Japanese', 'Best Of'],
  author: 'Callie Brooks',
  publishedAt: '2023-01-24',
  excerpt:
    "We ate our way through West 7th, the Near Southside and Magnolia Ave looking for the single best roll in town. Here are the three that made the final round.",
  image: {
    src: '/images/articles/best-sushi-roll.svg',
    alt: "Three sushi rolls side by side on a slate board: a seared salmon roll, a crisp handroll and a spicy tuna roll with sesame seeds.",
  },
  intro:
    "Fort Worth is not a coastal city, and that makes good sushi something to celebrate rather than expect. Over two months we ordered the signature roll at every sushi counter we could find. Three rolls stood out, at three very different restaurants, and we argued about the winner for a full week.",
  body: [
    { type: 'heading', text: 'Blue Sushi Sake Grill: The Crowd-Pleaser' },
    {
      type: 'paragraph',
      text: "Blue on West 7th is a big, buzzy room with a long drinks list and rolls built for sharing. Our pick is the seared salmon roll ($16): spicy crab and cucumber inside, salmon draped on top and torched to order, finished with a ponzu glaze and crunchy shallots. It is flashy without being a mess, and the torching brings out the salmon's richness. Go during happy hour, weekdays from 3 to 6 p.m., when many rolls drop by a few dollars.",
    },
    {
      type: 'paragraph',
      text: "Skip the deep-fried rolls, which lean heavy, and do not sleep on the edamame with garlic and chili ($7). Parking is in the West 7th garages; the first stretch is free on weekdays.",
    },
    { type: 'heading', text: 'Hatsuyuki Handroll Bar: The Purist' },
    {
      type: 'paragraph',
      text: "At Hatsuyuki, on the Near Southside, everything is served at a counter one handroll at a time, straight from the chef's hands to yours, in crisp nori that crackles when you bite. The blue crab handroll ($7) is the one that keeps us up at night: sweet crab, a little butter, nothing else. It is a study in restraint and proof that temperature and texture matter as much as fish. Eat it within ten seconds of it landing in front of you, or the seaweed softens and the magic is gone.",
    },
    { type: 'heading', text: 'Shinjuku Station: The Neighborhood Favorite' },
    {
      type: 'paragraph',
      text: "Shinjuku Station on Magnolia Ave is a cozy Japanese izakaya-style room where the sushi is one part of a bigger menu. The spicy tuna crunch roll ($14) is deceptively simple: chopped tuna with a chili-sesame kick, cucumber and a tempura crunch that stays crisp all the way through. Pair it with a skewer or two from the grill and a cold Japanese lager, and you have one of the best casual dinners on the street. Weeknights are easy to walk into; Fridays need a reservation.",
    },
    { type: 'heading', text: 'And the Winner' },
    {
      type: 'paragraph',
      text: "The blue crab handroll at Hatsuyuki won, by a single vote and a lot of arguing. It is the purest expression of what a roll can be. But if you want a lively night out, Blue is more fun, and if you want a relaxed neighborhood dinner, Shinjuku Station is the easiest recommendation of the three.",
    },
    {
      type: 'list',
      ordered: true,
      items: [
        "Blue crab handroll, Hatsuyuki Handroll Bar ($7)",
        "Seared salmon roll, Blue Sushi Sake Grill ($16)",
        "Spicy tuna crunch roll, Shinjuku Station ($14)",
      ],
    },
    {
      type: 'tips',
      title: 'Sushi Tips',
      items: [
        "Order one roll at a time at a counter so each arrives at its best.",
        "Use soy sauce sparingly, and dip the fish side, not the rice.",
        "Ask what came in fresh that day; the answer often beats the menu.",
      ],
    },
  ],
  restaurants: ['blue-sushi-sake-grill', 'hatsuyuki-handroll-bar', 'shinjuku-station'],
} satisfies Article;
