import type { Article } from '../types';

export default {
  slug: 'charity-brisket-cook-off',
  kind: 'news',
  title: 'Smoke for Good: Charity Brisket Cook-Off Comes to the Near Eastside',
  category: 'Competition',
  tags: ['BBQ', 'Charity', 'Near Eastside'],
  author: 'Marcus Reyes',
  publishedAt: '2025-05-20',
  excerpt:
    "Twenty backyard and pro teams will smoke brisket overnight in a Near Eastside brewery lot on May 31, with every tasting ticket supporting the county food bank.",
  image: {
    src: '/images/articles/charity-brisket-cook-off.svg',
    alt: 'A row of offset smokers puffing smoke in a parking lot at dawn, with a pitmaster checking a brisket wrapped in butcher paper.',
  },
  intro:
    "Fort Worth's backyard pitmasters get their shot at the pros later this month. Smoke for Good, a first-year charity brisket cook-off, takes over a brewery lot on East 4th Street on Saturday, May 31, and all proceeds from tasting tickets go to the county food bank.",
  body: [
    {
      type: 'event',
      title: 'Event Details',
      name: 'Smoke for Good Charity Brisket Cook-Off',
      startsAt: '2025-05-31T12:30:00-05:00',
      venue: { name: 'Brewery lot on East 4th Street, Near Eastside' },
      price: 20,
      items: [
        { label: 'Date', value: 'Saturday, May 31, 2025' },
        { label: 'Public entry', value: '12:30 PM' },
        { label: 'Tasting wristband', value: '$20; kids under 12 free' },
        { label: 'Team registration', value: '$150' },
      ],
    },
    {
      type: 'paragraph',
      text: "Twenty teams have signed up so far, split between a backyard division and a professional division. Teams can begin firing their smokers at 8 p.m. on Friday night, and briskets are due at the judges' table at noon on Saturday. Each team will hand in six slices in a standard box, and a panel of five judges will score them blind on appearance, tenderness and taste.",
    },
    {
      type: 'paragraph',
      text: "The lot is familiar territory for barbecue fans; it is the same brewery where Ben's Triple B parks its trailer on weekends. The crew behind the truck is helping organize the event, and its pitmaster will sit on the judges' panel rather than compete. A pitmaster from Panther City BBQ will join the panel, along with a chef, a food writer and a past winner of a regional cook-off.",
    },
    {
      type: 'paragraph',
      text: "The public can come in at 12:30, once judging is underway. A $20 tasting wristband gets you samples from every team that chooses to serve, plus a vote for the People's Choice award. Kids under 12 get in free, and the brewery's taproom will be open. Expect sides and sausage from a few teams that are cooking extra.",
    },
    {
      type: 'paragraph',
      text: "Team registration is $150, and the organizers say a few spots remain in the backyard division. Winners take home trophies, a cash prize and, maybe more importantly, bragging rights in a city that takes its brisket very personally. We will be there with a plate, and we will report back on who won.",
    },
  ],
  restaurants: ['bens-triple-b', 'panther-city-bbq'],
} satisfies Article;
