import type { Article } from '../types';

export default {
  slug: 'joe-t-garcias-patio',
  kind: 'review',
  title: "Joe T. Garcia's Garden Patio: How to Plan the Big Family Dinner",
  category: 'Mexican',
  tags: ['Patios', 'Northside', 'Groups'],
  author: 'Callie Brooks',
  publishedAt: '2025-04-08',
  excerpt:
    "Graduations, birthdays, visiting in-laws: the Joe T. Garcia's garden patio can handle them all if you plan it right. Timing, seating, ordering and parking for groups.",
  image: {
    src: '/images/articles/joe-t-garcias-patio.svg',
    alt: 'Long tables filled with a large family dinner in a garden patio with a tiled fountain, potted flowers and string lights.',
  },
  intro:
    "We have written about the margaritas. This one is about the patio, and specifically about what happens when you show up with fourteen people. Joe T. Garcia's garden is the closest thing Fort Worth has to a communal backyard: long tables under old trees, tiled fountains, flowering pots everywhere and enough room to absorb a graduation party without anyone at the next table noticing. Done right, it is the easiest big family dinner in town. Done wrong, it is an hour in the parking lot with hungry kids.",
  body: [
    { type: 'heading', text: 'Timing Is Everything' },
    {
      type: 'paragraph',
      text: "Large groups are seated as a unit, and the restaurant does not take traditional reservations for most parties, so timing is your best tool. On weeknights, arrive by 5:30 and you will usually be walking to a table within 15 minutes. On Friday and Saturday after 6:30, a group of ten or more can wait an hour or longer. In May, graduation season, plan for weekend waits to be even longer and consider a Sunday lunch instead.",
    },
    { type: 'heading', text: 'Keep the Ordering Simple' },
    {
      type: 'paragraph',
      text: "The dinner menu is famously short, which is a gift with a group. Most tables order the family-style dinner, which brings platters of cheese enchiladas, crispy beef tacos, rice, beans, guacamole and warm tortillas to pass around. Add a couple of orders of fajitas for the table if you have big eaters, and call it done. Nobody needs to study a menu, and the food arrives quickly and all at once.",
    },
    {
      type: 'list',
      items: [
        'Family-style dinner for most of the table.',
        'One order of beef fajitas for every four or five adults.',
        'Extra guacamole; there is never enough.',
        'Pitchers of rocks margaritas for the adults, and lemonade for the kids.',
      ],
    },
    { type: 'heading', text: 'Where to Sit' },
    {
      type: 'paragraph',
      text: "Ask for a garden table near the pool if the weather is good. The inside dining rooms are perfectly comfortable, but the reason to come is outside. Tables near the fountains are louder, which works in your favor if you are bringing small children. The shaded corners are better for grandparents in the Texas summer.",
    },
    {
      type: 'tips',
      title: 'Group Dinner Tips',
      items: [
        'Send one person ahead to put the name in while everyone else parks.',
        'Use the overflow lots across the street, and carpool as much as you can.',
        'Bring bug spray in late summer; the garden is lovely but the mosquitoes agree.',
        'Plan on two hours. Nobody rushes you here, and nobody should want to leave.',
      ],
    },
  ],
  restaurants: ['joe-t-garcias'],
} satisfies Article;
