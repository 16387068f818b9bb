import type { Article } from '../types';

export default {
  slug: 'fort-worth-food-wine-festival-2026',
  kind: 'news',
  title: 'Fort Worth Food + Wine Festival Sets 2026 Dates: March 26-29',
  category: 'Event',
  tags: ['Festival', 'Wine', 'Tickets'],
  author: 'Marcus Reyes',
  publishedAt: '2025-12-09',
  excerpt:
    "Four days, four signature events and dozens of local chefs. The 2026 Fort Worth Food + Wine Festival runs March 26-29, and tickets go on sale in January.",
  image: {
    src: '/images/articles/fort-worth-food-wine-festival-2026.svg',
    alt: 'A festival tent at night with chefs plating small bites at long tables and guests holding wine glasses under strings of lights.',
  },
  intro:
    "Mark the calendar: the Fort Worth Food + Wine Festival will return Thursday, March 26 through Sunday, March 29, 2026. Organizers announced the dates this week, along with the lineup of signature events and the first batch of participating restaurants.",
  body: [
    {
      type: 'event',
      title: 'Festival Details',
      name: 'Fort Worth Food + Wine Festival 2026',
      startsAt: '2026-03-26T18:00:00-05:00',
      endsAt: '2026-03-29T14:00:00-05:00',
      venue: { name: 'Festival venues across Fort Worth' },
      items: [
        { label: 'Dates', value: 'Thursday, March 26 to Sunday, March 29, 2026' },
        { label: 'Tickets', value: 'On sale online in mid-January' },
        { label: 'Ages', value: '21 and over' },
      ],
    },
    {
      type: 'paragraph',
      text: "The format will be familiar to anyone who went last spring: one big evening event each night, with a smaller daytime program on Saturday and a brunch to close out the weekend. Proceeds again support culinary scholarships and grants for local food businesses, which is a big part of why so many chefs show up year after year.",
    },
    { type: 'heading', text: 'The Schedule' },
    {
      type: 'list',
      items: [
        'Thursday, March 26: burgers and beer night, with a people\'s-choice burger award.',
        'Friday, March 27: a tacos-and-tequila party with a late-night DJ.',
        'Saturday, March 28: the main tasting event, with more than 50 restaurants and wineries.',
        'Sunday, March 29: a jazz brunch to send everyone home happy.',
      ],
    },
    {
      type: 'paragraph',
      text: "Confirmed so far are Panther City BBQ, which will serve brisket at the main event; Gemelle, planning a handmade pasta station; and Malai Kitchen, bringing its Thai and Vietnamese small plates. Organizers say around 60 more restaurants, bars and wineries will be announced in February, and they have hinted at a couple of new Near Southside openings making their festival debut.",
    },
    {
      type: 'paragraph',
      text: "Tickets go on sale online in mid-January. Last year, general admission for the main event ran around $125, with VIP tickets closer to $200 and early entry. Burger night and brunch sold out within weeks, so if there is one event you care about, buy early. All events are 21 and over.",
    },
    {
      type: 'paragraph',
      text: "Our advice from years of going: eat something before you arrive, pace the wine, and bring comfortable shoes. The best bites tend to go in the first hour, so go early and work your way around before the lines get long.",
    },
  ],
  restaurants: ['panther-city-bbq', 'gemelle', 'malai-kitchen'],
} satisfies Article;
