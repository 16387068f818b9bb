import type { Article } from '../types';

export default {
  slug: 'top-3-thai-restaurants',
  kind: 'review',
  title: "Our Top 3 Thai Restaurants in Fort Worth",
  category: 'Thai',
  tags: ['Best Of', 'Camp Bowie', 'Downtown', 'West 7th'],
  author: 'Callie Brooks',
  publishedAt: '2026-02-10',
  excerpt:
    "Khao soi on West 7th, a Camp Bowie favorite for curry nights and a downtown lunch institution. The three Thai kitchens we would defend in any argument.",
  image: {
    src: '/images/articles/top-3-thai-restaurants.svg',
    alt: "Three bowls on a wooden table: a golden khao soi, a red curry with Thai basil and a plate of pad see ew with charred noodles.",
  },
  intro:
    "Fort Worth has more good Thai food than it gets credit for, and picking just three felt a little cruel. But after a winter of curries, noodles and far too much sticky rice, these are the three we would send anyone to, each for a different kind of night.",
  body: [
    { type: 'heading', text: '1. Malai Kitchen (West 7th)' },
    {
      type: 'paragraph',
      text: "Malai is the most ambitious of the three, mixing Thai and Vietnamese dishes with house-brewed beer and a lively room. The khao soi ($18) is the dish to beat in the city: coconut curry broth, braised chicken, egg noodles and a crown of crispy noodles, with pickled greens and lime on the side. Add the crispy Brussels sprouts ($10) and a house lager, and you have a near-perfect dinner.",
    },
    {
      type: 'paragraph',
      text: "Best for: date nights and friends visiting from out of town. Reserve on weekends and park in the West 7th garages.",
    },
    { type: 'heading', text: '2. Thai Select (Camp Bowie)' },
    {
      type: 'paragraph',
      text: "Thai Select is the neighborhood restaurant every part of town wishes it had. The dining room is calm and pretty, service is quick and the curries are excellent. Our order: the red curry with duck ($19), rich and a little sweet against the heat, and the pad see ew ($14) with wide noodles charred in the wok. The tom kha soup ($6 a cup) is creamy, sour and soothing on a cold night.",
    },
    {
      type: 'paragraph',
      text: "Best for: a reliable weeknight dinner or a family meal. The lot out front has plenty of spaces, and walk-ins are welcome most nights.",
    },
    { type: 'heading', text: '3. Siam Orchid (Downtown)' },
    {
      type: 'paragraph',
      text: "Siam Orchid has been feeding downtown office workers for years, and its weekday lunch specials ($12 to $14, with soup and a spring roll) are one of the best deals in the central city. The green curry is bright with Thai basil and fresh chiles, and the pad kra pao with a fried egg on top ($15) is exactly the kind of fiery, savory plate that makes an afternoon better. Dinner is quieter, with a short list of wines and plenty of room.",
    },
    {
      type: 'paragraph',
      text: "Best for: a fast downtown lunch or a relaxed pre-theater dinner. Use the nearby garages or metered street parking, which is free after 6 p.m. in many spots.",
    },
    { type: 'heading', text: 'How They Compare' },
    {
      type: 'list',
      items: [
        "Best single dish: the khao soi at Malai Kitchen.",
        "Best curry: the red curry with duck at Thai Select.",
        "Best value: the weekday lunch special at Siam Orchid.",
        "Spiciest when asked: Siam Orchid, by a nose.",
      ],
    },
    {
      type: 'tips',
      title: 'Thai Dining Tips',
      items: [
        "Order family-style; Thai meals are meant to be shared across the table.",
        "Start one step milder than you think; you can always add chili from the condiment caddy.",
        "Sticky rice is worth the extra $3 with anything saucy.",
        "Thai iced tea pairs well with heat if you are not drinking alcohol.",
      ],
    },
  ],
  restaurants: ['malai-kitchen', 'thai-select', 'siam-orchid'],
} satisfies Article;
