import type { Article } from '../types';

export default {
  slug: 'shinjuku-station-omakase',
  kind: 'review',
  title: 'Omakase on Magnolia: A Seat at the Shinjuku Station Sushi Bar',
  category: 'Sushi',
  tags: ['Japanese', 'Date Night', 'Magnolia Ave'],
  author: 'Callie Brooks',
  publishedAt: '2024-02-20',
  excerpt:
    "Twelve seats, one chef and about fifteen bites of fish you did not pick. Here is what the chef's-choice dinner at Shinjuku Station is like, what it costs and how to get a seat.",
  image: {
    src: '/images/articles/shinjuku-station-omakase.svg',
    alt: 'A sushi chef brushing soy onto a piece of nigiri on a wooden counter, with a row of small plates lined up in front of diners.',
  },
  intro:
    "Most nights Shinjuku Station is a lively Magnolia Avenue izakaya: skewers, cold beer, a dining room loud with birthday tables. But if you book one of the seats at the sushi counter and say the word omakase, the room seems to go quiet around you. We did it twice this winter, once for an anniversary and once just because, and it is now our favorite splurge on the Near Southside side of town.",
  body: [
    { type: 'heading', text: 'How It Works' },
    {
      type: 'paragraph',
      text: "The chef's-choice menu runs about $95 a person and lands somewhere between 14 and 16 courses, depending on what came in that week. It is served only at the counter, only Tuesday through Thursday, and only with a reservation made at least a few days out. You tell the chef about allergies and anything you truly will not eat, and then you stop making decisions for two hours. That is the whole point.",
    },
    {
      type: 'paragraph',
      text: "The pacing is relaxed but deliberate. A small cold starter comes first, on our visits a chilled chawanmushi with a spoonful of ikura, then a short run of sashimi before the nigiri begins. Each piece is sauced and seasoned before it reaches you, so leave the soy dish alone.",
    },
    { type: 'heading', text: 'The Bites We Still Talk About' },
    {
      type: 'list',
      items: [
        'Kinmedai (golden eye snapper) with the skin lightly torched, which turns the fat almost buttery.',
        'A trio of tuna cuts, lean to fatty, served in order so you can taste the progression.',
        'Hokkaido scallop with a squeeze of yuzu and a pinch of flaky salt, the best single bite of both dinners.',
        'A hand roll of chopped toro and pickled daikon handed straight across the counter. Eat it immediately, while the nori still snaps.',
        'Tamago to finish, sweet and custardy, closer to a tiny cake than an omelet.',
      ],
    },
    {
      type: 'paragraph',
      text: "Not every course sang. A seared salmon belly with a sweet glaze felt like it belonged on the regular roll menu, and the miso soup near the end was an afterthought. But at this price, in this city, the hit rate is very high.",
    },
    { type: 'heading', text: 'Drinks and Add-Ons' },
    {
      type: 'paragraph',
      text: "A sake pairing adds about $45 and brings four pours, which is plenty for most people. We preferred ordering one bottle of a dry junmai ginjo to share, which kept the bill closer to $250 for two before tip. The chef will offer supplemental pieces at the end, usually uni or wagyu, priced by the piece. Ask the price before you nod.",
    },
    {
      type: 'tips',
      title: 'Before You Book',
      items: [
        'Reserve the counter specifically; the omakase is not served at tables.',
        'Arrive on time. Everyone at the counter starts together, and latecomers miss courses.',
        'Street parking on Magnolia fills by 7, so use the lot behind the building off Lipscomb or walk from the side streets.',
        'Eat lightly at lunch. The portions are small, but they add up.',
      ],
    },
  ],
  restaurants: ['shinjuku-station'],
} satisfies Article;
