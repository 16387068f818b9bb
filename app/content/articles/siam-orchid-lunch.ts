import type { Article } from '../types';

export default {
  slug: 'siam-orchid-lunch',
  kind: 'review',
  title: 'The Downtown Thai Lunch Special at Siam Orchid',
  category: 'Thai',
  tags: ['Lunch', 'Downtown', 'Budget'],
  author: 'Marcus Reyes',
  publishedAt: '2022-01-25',
  excerpt:
    "Soup, a spring roll and a curry for about the price of a sandwich, served fast enough for a one-hour lunch break. Why Siam Orchid is our downtown weekday default.",
  image: {
    src: '/images/articles/siam-orchid-lunch.svg',
    alt: 'A lunch plate of green curry with jasmine rice, a crisp spring roll and a small cup of soup on a white tablecloth.',
  },
  intro:
    "When you work downtown and have an hour for lunch, you need somewhere fast, consistent and not another sandwich. Siam Orchid has been that place for a lot of Fort Worth office workers for a long time. The dining room is calm and a little old-fashioned, the service is quick without rushing you, and the lunch special is one of the best values within walking distance of the courthouse.",
  body: [
    { type: 'heading', text: 'The Lunch Special' },
    {
      type: 'paragraph',
      text: "The weekday lunch special runs $12 to $14 and includes a cup of soup, a crispy spring roll, jasmine rice and your choice from a list of a dozen entrees. The soup is a light chicken broth with a little lemongrass; if you want tom kha instead, ask, since they will usually swap it for a small upcharge. Food arrives in about ten minutes, which leaves time for a walk back.",
    },
    { type: 'heading', text: 'What to Pick' },
    {
      type: 'list',
      items: [
        'Green curry with chicken: bright and herbal, with Thai eggplant and basil. Our default.',
        'Pad kra pao: stir-fried basil with your protein. Add a fried egg on top, and order it at a five only if you have no afternoon meetings.',
        'Panang curry: richer and sweeter, the right choice on a cold day.',
        'Pad thai: fine but sweet, and you can do better elsewhere on the menu.',
        'Cashew chicken: a safe pick for the coworker who does not like spice.',
      ],
    },
    { type: 'heading', text: 'Spice Levels' },
    {
      type: 'paragraph',
      text: "Siam Orchid cooks on a one-to-five scale, and it errs on the mild side for most of the downtown lunch crowd. A three here is a comfortable warmth; a four starts to build; a five is genuinely hot. If you want real heat, say so specifically, and ask for the chili condiment tray to adjust at the table.",
    },
    { type: 'heading', text: 'For Dinner?' },
    {
      type: 'paragraph',
      text: "Dinner is good, but the lunch special is where this place really shines. If you want a Thai dinner with more ambition, we would point you to Malai Kitchen in West 7th or Thai Select on Camp Bowie. For a reliable weekday plate near the office, though, this is it.",
    },
    {
      type: 'tips',
      title: 'Lunch Tips',
      items: [
        'Beat the rush by arriving before 11:45 or after 1.',
        'Call ahead for takeout; pickup orders are ready in about 15 minutes.',
        'Metered street parking is easiest, and the nearby garages are cheap for the first hour.',
        'Groups of six or more should call ahead, since the room fills quickly at noon.',
      ],
    },
  ],
  restaurants: ['siam-orchid', 'malai-kitchen', 'thai-select'],
} satisfies Article;
