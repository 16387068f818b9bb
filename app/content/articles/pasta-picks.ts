import type { Article } from '../types';

export default {
  slug: 'pasta-picks',
  kind: 'review',
  title: "Pasta Picks: Where to Eat Handmade Pasta in Fort Worth",
  category: 'Italian',
  tags: ['Pasta', 'Date Night', 'Near Southside', 'Clearfork'],
  author: 'Callie Brooks',
  publishedAt: '2026-09-22',
  layout: 'wide',
  excerpt:
    "Cacio e pepe that coats every strand, a Sunday ragu worth the drive to Clearfork and a tiny Near Southside room where the pasta tastes like someone's grandmother made it. Our three pasta picks.",
  image: {
    src: '/images/articles/pasta-picks.svg',
    alt: "Three plates of pasta on a rustic table: glossy cacio e pepe, pappardelle with a rich meat ragu and ricotta gnocchi in brown butter with sage.",
  },
  intro:
    "Fort Worth used to be a red-sauce-and-garlic-bread kind of town when it came to Italian food. Those places still have their charm, but the city now has real handmade pasta too, rolled and cut every afternoon by people who care about the texture of a noodle. These are the three places we go when only pasta will do.",
  body: [
    { type: 'heading', text: 'Gemelle (Near Southside)' },
    {
      type: 'paragraph',
      text: "Gemelle is our pick for pasta that feels like a night out. Everything is made in house, and the menu changes with the seasons. The cacio e pepe ($19) is glossy and sharply peppery, with pecorino that clings to every strand of thick tonnarelli. The ricotta gnocchi ($21) in brown butter and sage are pillowy and light, and the spicy rigatoni alla vodka ($20) has become a cult favorite.",
    },
    {
      type: 'paragraph',
      text: "Reservations are a must on weekends, and the bar has a few seats for walk-ins. Street parking around the block is free, and the lot fills by 7. Plan on about $60 to $80 per person with wine.",
    },
    { type: 'heading', text: 'Piattello Italian Kitchen (Clearfork)' },
    {
      type: 'paragraph',
      text: "Piattello is big, bright and busy, with a market counter up front and a patio overlooking Clearfork. The pappardelle with a slow-cooked beef and pork ragu ($24) is the dish to order, hearty and deeply savory, with wide ribbons that hold the sauce perfectly. The Sunday supper specials, usually a lasagna or a braise, are worth planning a weekend around. The wood-fired pizza is good too, but it is the pasta that brings us back.",
    },
    {
      type: 'paragraph',
      text: "The Clearfork garage makes parking easy. Happy hour at the bar, weekdays 3 to 6 p.m., includes half-price small plates and is a great way to try a pasta or two without committing to a full dinner.",
    },
    { type: 'heading', text: 'Nonna Tata (Near Southside)' },
    {
      type: 'paragraph',
      text: "Nonna Tata is tiny, personal and completely charming, with a handful of tables and a short chalkboard menu that changes often. The pasta is simple in the best way: a silky tagliatelle with butter and parmesan, a rich lasagna, and a ravioli of the day that might be ricotta and spinach or butternut squash. Most dishes are in the $16 to $22 range, and it feels like being fed in someone's kitchen.",
    },
    {
      type: 'paragraph',
      text: "There are only a few seats, so expect a wait or come early, right at opening. Street parking is your only option, and it is usually easy to find within a block or two.",
    },
    { type: 'heading', text: 'Which One When' },
    {
      type: 'list',
      items: [
        "Anniversary or special date: Gemelle, with the cacio e pepe and a bottle of Barbera.",
        "Family dinner or a group: Piattello, for the ragu and the space.",
        "A quiet, personal meal: Nonna Tata, with whatever is on the chalkboard.",
      ],
    },
    {
      type: 'tips',
      title: 'Pasta Tips',
      items: [
        "Order one pasta per person and share a second as a mid-course.",
        "Ask for bread to mop up the sauce; no one will judge you.",
        "Weeknights are easier for walk-ins at all three.",
        "Ask what was rolled that afternoon; the freshest pasta is often the special.",
      ],
    },
  ],
  restaurants: ['gemelle', 'piattello-italian-kitchen', 'nonna-tata'],
} satisfies Article;
