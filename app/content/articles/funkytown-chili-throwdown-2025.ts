import type { Article } from '../types';

export default {
  slug: 'funkytown-chili-throwdown-2025',
  kind: 'news',
  title: 'Funkytown Chili Throwdown Returns to America Gardens Nov. 15',
  category: 'Competition',
  tags: ['Chili', 'Near Eastside', 'Charity'],
  author: 'Callie Brooks',
  publishedAt: '2025-10-28',
  excerpt:
    "Thirty teams, one question: beans or no beans? The Funkytown Chili Throwdown takes over the America Gardens patio on Saturday, Nov. 15, with tasting cups for $10.",
  image: {
    src: '/images/articles/funkytown-chili-throwdown-2025.svg',
    alt: 'Rows of slow cookers and cast-iron pots on folding tables under string lights, with paper tasting cups of red chili and crackers.',
  },
  intro:
    "The weather is finally turning, which in Fort Worth means one thing: chili season. The Funkytown Chili Throwdown is back for its third year on Saturday, November 15, and it is moving to a bigger home, the sprawling pecan-shaded patio at America Gardens on East Lancaster.",
  body: [
    {
      type: 'event',
      title: 'Event Details',
      name: 'Funkytown Chili Throwdown 2025',
      startsAt: '2025-11-15T13:30:00-06:00',
      venue: { restaurant: 'america-gardens' },
      price: 10,
      items: [
        { label: 'Date', value: 'Saturday, November 15, 2025' },
        { label: 'Time', value: 'Judging at 1 PM, gates open at 1:30 PM' },
        { label: 'Tasting wristband', value: '$10; kids 12 and under free' },
        { label: 'Team entry', value: '$35, registration closes November 10' },
      ],
    },
    {
      type: 'paragraph',
      text: "Up to 30 teams will compete in two categories. The traditional Texas red category follows the old rules: beef, chiles and spices, no beans and no fillers. The open category allows anything, and past entries have included smoked brisket chili, green chile pork, a venison chili and one memorable vegetarian version with black beans and sweet potato that took second place last year.",
    },
    {
      type: 'paragraph',
      text: "Judging begins at 1 p.m., and the gates open to the public at 1:30. A $10 tasting wristband gets you unlimited small cups from every team serving, a stack of saltines and a ballot for the People's Choice award. Kids 12 and under are free. America Gardens will have its full bar open, including the $7 frozen ranch water, and a food truck will be parked by the back fence for anyone who needs something other than chili.",
    },
    {
      type: 'paragraph',
      text: "Team entry is $35 and includes two wristbands. Teams must bring at least two gallons of chili and keep it hot in their own equipment, and every team must serve the public to be eligible for the People's Choice trophy. Registration closes on November 10 or when the 30 spots are filled, whichever comes first.",
    },
    {
      type: 'paragraph',
      text: "This year, all wristband proceeds go to the Near Eastside community fridge network, which has been stocking free-food fridges in the neighborhood since the summer. Organizers are also asking attendees to bring a canned good or a pack of bottled water for the fridges.",
    },
    {
      type: 'paragraph',
      text: "Parking at America Gardens fills fast on Saturdays, so plan to use the side streets or ride over. We will be there with our ballots, and yes, we are firmly in the no-beans camp for the red category.",
    },
  ],
  restaurants: ['america-gardens'],
} satisfies Article;
