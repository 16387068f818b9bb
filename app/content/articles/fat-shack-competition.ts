import type { Article } from '../types';

export default {
  slug: 'fat-shack-competition',
  kind: 'review',
  title: "Fat Shack Eating Competition: Clean the Tray, Eat Free for Life",
  category: 'Competition',
  tags: ['Event'],
  author: 'Marcus Reyes',
  publishedAt: '2019-10-15',
  excerpt:
    "Fat Shack on Berry is hosting an eating competition on Sunday, November 3. Entry is $20 at the restaurant on the day, and the winner gets free food for life.",
  image: {
    src: '/images/articles/fat-shack-competition.svg',
    alt: "A long table set with challenge trays of burgers, stuffed sandwiches and cheese fries in front of a Fat Shack banner.",
  },
  intro:
    "Fat Shack, the late-night burger and fries spot near TCU, is putting its biggest menu items to the test. On Sunday, November 3, the restaurant is hosting an eating competition, and the prize is the kind that sounds made up until you read it twice: free food for life.",
  body: [
    { type: 'heading', text: 'The Challenge' },
    {
      type: 'paragraph',
      text: "Each contestant gets the same tray: a triple-patty cheeseburger, one of the house stuffed hoagies packed with chicken fingers, mozzarella sticks and fries, a pound of cheese fries and a 24-ounce shake. The clock runs for 30 minutes. The first person to clean the tray wins outright; if nobody finishes, the judges weigh what is left and the lightest tray takes the title.",
    },
    {
      type: 'event',
      title: 'Event Details',
      name: 'Fat Shack Eating Competition',
      startsAt: '2019-11-03T14:00:00-06:00',
      endsAt: '2019-11-03T16:00:00-06:00',
      venue: { restaurant: 'fat-shack' },
      price: 20,
      items: [
        { label: 'Date', value: 'Sunday, November 3, 2019' },
        { label: 'Time', value: '2:00 PM' },
        { label: 'Entry fee', value: '$20, paid at the restaurant on the day' },
        { label: 'Prize', value: 'Free food for life' },
      ],
    },
    { type: 'heading', text: 'How to Enter' },
    {
      type: 'paragraph',
      text: "There is no online sign-up. Show up at the restaurant, pay the $20 entry fee at the counter on the day and put your name on the contestant sheet. Sign-in opens at 1:00 PM and closes at 1:45 PM so the kitchen can plate every tray at once. Spots are limited to the number of seats at the competition table, so come early if you are serious.",
    },
    { type: 'heading', text: 'The Rules' },
    {
      type: 'list',
      ordered: true,
      items: [
        "Contestants must be 18 or older and sign a short waiver at check-in.",
        "Hands, forks and dunking in water are all allowed. Leaving the table is not.",
        "Drinks beyond the shake are water only, and you may refill as often as you like.",
        "Anything left on the tray, including fries that fall on the table, counts against you.",
        "The judges' call is final, and ties go to a one-burger eat-off.",
      ],
    },
    { type: 'heading', text: 'Watch the Preview' },
    {
      type: 'paragraph',
      text: "The Fat Shack crew put together a short video walking through the tray, so you know exactly what you are signing up for.",
    },
    {
      type: 'video',
      provider: 'youtube',
      videoId: 'M7lc1UVf-VE',
      title: 'Fat Shack eating competition preview',
    },
    { type: 'heading', text: 'Coming to Watch?' },
    {
      type: 'paragraph',
      text: "Spectators are free and very welcome, and the regular menu stays open all afternoon. The lot on Berry will be full by 1:30, so park on the residential streets to the south and walk over, or catch a ride. We will be there in the front row, eating a normal-sized burger and feeling very good about our choices.",
    },
    {
      type: 'tips',
      title: 'Contestant Tips',
      items: [
        "Eat a light breakfast, not nothing. An empty stomach tightens up fast.",
        "Start with the fries while they are hot and the shake last while it is still cold.",
        "Split the hoagie into pieces before you start so you are not fighting the bread.",
        "Bring cash or a card for the $20 fee; it is collected at the counter, not online.",
      ],
    },
  ],
  restaurants: ['fat-shack'],
} satisfies Article;
