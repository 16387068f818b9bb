import type { Article } from '../types';

export default {
  slug: 'malai-kitchen',
  kind: 'review',
  title: "Malai Kitchen: Thai and Vietnamese Done with Care on West 7th",
  category: 'Thai',
  tags: ['Vietnamese', 'West 7th'],
  author: 'Callie Brooks',
  publishedAt: '2025-07-01',
  excerpt:
    "Khao soi with a proper broth, a Vietnamese crepe the size of a dinner plate and house-brewed beer. Malai Kitchen is our favorite Southeast Asian kitchen on West 7th.",
  image: {
    src: '/images/articles/malai-kitchen.svg',
    alt: "A bowl of khao soi with crispy noodles on top beside a golden Vietnamese crepe and a pint of pale house beer.",
  },
  intro:
    "Malai Kitchen sits in the middle of the West 7th bustle, but step inside and it feels calmer than the street: wood tables, a busy open kitchen and a menu that moves easily between Thai and Vietnamese. It is the place we send friends who say they do not like Thai food, and they always come back converted.",
  body: [
    { type: 'heading', text: 'Start Here' },
    {
      type: 'paragraph',
      text: "Begin with the crispy Brussels sprouts ($10), tossed in a sweet-spicy fish sauce glaze with mint and peanuts, and the Thai chili wings ($13), which are sticky, lacquered and properly hot. The fresh spring rolls ($9) are lighter, wrapped tight with shrimp, herbs and rice noodles, served with a peanut dipping sauce that we would buy by the jar.",
    },
    { type: 'heading', text: 'The Main Event' },
    {
      type: 'list',
      items: [
        "Khao soi ($18): northern Thai curry noodle soup with a rich coconut broth, braised chicken, pickled mustard greens and crispy noodles on top. Our favorite dish here.",
        "Panang curry ($17): thick, peanutty and fragrant with kaffir lime. Get it with beef.",
        "Banh xeo ($16): a crisp, turmeric-yellow Vietnamese crepe folded over shrimp, pork and bean sprouts. Wrap pieces in lettuce with herbs and dip in nuoc cham.",
        "Pad Thai ($15): solid and not too sweet, though it is the least interesting thing on a very interesting menu.",
        "Whole fried fish (market price, usually about $32): the big-night share, with a tamarind chili sauce.",
      ],
    },
    {
      type: 'paragraph',
      text: "Spice levels are adjustable, and the kitchen takes Thai hot seriously. If you ask for it, you will get it. Vegetarians have good options too; the tofu panang and the vegetable green curry are both full-flavored rather than afterthoughts.",
    },
    { type: 'heading', text: 'To Drink' },
    {
      type: 'paragraph',
      text: "Malai brews its own beer, and the light, crisp house lager ($7) is made for curry. The Thai iced tea ($5) is strong and creamy, and the cocktail list leans on lemongrass, ginger and lime. Happy hour runs weekdays 3 to 6 p.m. with $2 off drafts and discounted starters, which makes for a great early dinner.",
    },
    { type: 'heading', text: 'Timing and Parking' },
    {
      type: 'paragraph',
      text: "Weeknights are easy to walk into. Friday and Saturday nights get busy with the West 7th crowd, so reserve a table for anything after 7. Parking is in the neighborhood garages, which are free for the first stretch on weeknights; street parking is metered and competitive. Takeout travels well, especially the curries.",
    },
    {
      type: 'tips',
      title: 'Malai Tips',
      items: [
        "Order the khao soi even if you are sharing; it is the signature.",
        "Ask for a spice level one step below what you think you want.",
        "Come for weekday happy hour for the best value.",
        "Share family-style: two starters and two mains is perfect for two people.",
      ],
    },
  ],
  restaurants: ['malai-kitchen'],
} satisfies Article;
