import type { Article } from '../types';

export default {
  slug: 'cowtown-dine-week-2025',
  kind: 'news',
  title: 'Cowtown Dine Week Returns Aug. 11-24 With $49 Dinners',
  category: 'Event',
  tags: ['Prix Fixe', 'Charity', 'Restaurant Week'],
  author: 'Callie Brooks',
  publishedAt: '2025-08-05',
  excerpt:
    "Two weeks of three-course lunch and dinner menus at set prices, with a portion of every check going to youth culinary programs. Here are the standouts among this year's participants.",
  image: {
    src: '/images/articles/cowtown-dine-week-2025.svg',
    alt: 'A three-course prix fixe menu card propped against a wine glass on a white tablecloth, with a plated pasta course in the background.',
  },
  intro:
    "The slowest stretch of the restaurant year is about to get a lot more interesting. Cowtown Dine Week runs Monday, August 11 through Sunday, August 24, with more than 40 Fort Worth restaurants offering three-course menus at fixed prices and donating a share of each meal to youth culinary training programs.",
  body: [
    {
      type: 'paragraph',
      text: "The pricing is simple. Lunch menus are $29, and dinner menus come in two tiers, $49 and $69, depending on the restaurant. Tax, tip and drinks are extra. For every prix fixe menu ordered, participating restaurants donate $5 to the programs, and several are rounding that up for the second week.",
    },
    {
      type: 'paragraph',
      text: "We have looked over the menus that are posted so far, and a few stand out. Piattello Italian Kitchen in Clearfork is offering its bucatini all'amatriciana as a main on the $49 menu, with arancini to start and tiramisu or bomboloni to finish, which is a very good deal. Gemelle is doing a $49 dinner with a choice of two pastas and the wood-fired half chicken. Eddie V's Prime Seafood is on the $69 tier with a shrimp cocktail, a filet or a sea bass entree and a dessert, which is close to half the usual price for a similar meal.",
    },
    {
      type: 'paragraph',
      text: "At lunch, Little Red Wasp downtown has a $29 menu with a cup of soup, the Wasp burger or the fried chicken sandwich and a slice of pie. Fixture Kitchen & Social Lounge is also in on lunch, and Winslow's Wine Cafe is offering a dinner menu with a suggested wine pairing for an extra $25.",
    },
    {
      type: 'paragraph',
      text: "Reservations are strongly recommended, especially for the second weekend, which always books up. Mention Dine Week when you book, because not every restaurant serves the prix fixe menu at every table or every hour. And if you find a new favorite, go back in September; the whole point is to keep these dining rooms busy after the promotion ends.",
    },
  ],
  restaurants: [
    'piattello-italian-kitchen',
    'gemelle',
    'eddie-vs-prime-seafood',
    'little-red-wasp',
    'fixture-kitchen-social-lounge',
    'winslows-wine-cafe',
  ],
} satisfies Article;
