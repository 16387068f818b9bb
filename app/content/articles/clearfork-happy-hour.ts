import type { Article } from '../types';

export default {
  slug: 'clearfork-happy-hour',
  kind: 'review',
  title: "Clearfork Happy Hour: Where to Go After Work by the Trinity",
  category: 'Happy Hour',
  tags: ['Clearfork', 'Drinks'],
  author: 'Marcus Reyes',
  publishedAt: '2024-02-13',
  excerpt:
    "Half-price wine on a river patio, lounge cocktails with shareable plates and a lively bar with cheap burgers. Our guide to the best happy hours in Clearfork.",
  image: {
    src: '/images/articles/clearfork-happy-hour.svg',
    alt: "Glasses of rose and a craft cocktail on a patio table overlooking the Trinity River at golden hour in Clearfork.",
  },
  intro:
    "Clearfork has quietly become one of the best happy-hour neighborhoods in Fort Worth. Parking is easy, patios face the river and trails, and three spots in particular turn 4 p.m. on a weekday into a small celebration. Here is where we go, what we order and how much it costs.",
  body: [
    { type: 'heading', text: 'Press Cafe: The Patio Pick' },
    {
      type: 'paragraph',
      text: "Press Cafe's patio sits right above the Trinity Trails, and at happy hour (weekdays 3 to 6 p.m.) it is the most relaxing seat in Clearfork. House wines are $7 a glass, and select bottles are half price on Wednesdays. The snack menu is small but smart: whipped feta with warm pita ($8), truffle fries ($7) and a short-rib flatbread ($11). Come for one glass and watch the cyclists go by; stay for another.",
    },
    { type: 'heading', text: 'Fixture Kitchen & Social Lounge: The Date Pick' },
    {
      type: 'paragraph',
      text: "Fixture is dimmer, moodier and more cocktail-forward. Happy hour runs weekdays 4 to 6:30 p.m. in the lounge, with $9 signature cocktails and $6 drafts. The smoked old fashioned is the showpiece, but the gin and grapefruit spritz is the better drink on a warm afternoon. Share the crispy Brussels sprouts ($8), the ahi tuna tostadas ($12) and the house meatballs ($10). It is the best spot on this list to meet someone for a first drink that might turn into dinner.",
    },
    { type: 'heading', text: "Mash'd: The Group Pick" },
    {
      type: 'paragraph',
      text: "Mash'd is loud, friendly and built for groups. Happy hour is weekdays 3 to 7 p.m. with $5 domestic drafts, $7 moonshine cocktails and half-price appetizers. The fried green tomatoes, pretzel bites with beer cheese and the chicken-fried bacon are all ideal for sharing, and the burgers ($12 to $14) are big enough to turn happy hour into dinner. It gets rowdy on Thursdays, which is either a selling point or a warning.",
    },
    { type: 'heading', text: 'Quick Comparison' },
    {
      type: 'list',
      items: [
        "Cheapest drink: $5 domestic draft at Mash'd.",
        "Best view: the Trinity Trails from the Press Cafe patio.",
        "Best cocktail: the gin and grapefruit spritz at Fixture.",
        "Longest window: Mash'd, running until 7 p.m.",
      ],
    },
    { type: 'heading', text: 'Parking and Getting Around' },
    {
      type: 'paragraph',
      text: "Clearfork's free garage and surface lots make this the easiest happy-hour neighborhood in town to park in. All three places are within a few minutes' walk of each other, so a two-stop evening is easy: a glass of wine on the Press patio, then cocktails at Fixture. If you bike, the Trinity Trails run right past.",
    },
    {
      type: 'tips',
      title: 'Happy Hour Tips',
      items: [
        "Happy hour is usually bar and patio only, so do not sit in the main dining room expecting deals.",
        "Arrive by 5 on Thursdays and Fridays, when the office crowd fills every patio seat.",
        "Ask about daily specials; bottle deals and half-price nights change through the week.",
        "Rideshare or walk between stops if you plan to try all three.",
      ],
    },
  ],
  restaurants: ['press-cafe', 'fixture-kitchen-social-lounge', 'mashd'],
  seo: {
    title: 'Clearfork Happy Hour Guide: Best Deals in Fort Worth | Fort Worth Eats',
    description:
      "Where to find the best happy hour in Clearfork, Fort Worth: patio wine at Press Cafe, cocktails at Fixture Kitchen & Social Lounge and cheap drafts at Mash'd, with times, prices and parking.",
    keywords: [
      'Clearfork happy hour',
      'Fort Worth happy hour',
      'Press Cafe',
      'Fixture Kitchen & Social Lounge',
      "Mash'd",
      'Trinity Trails patio',
      'Fort Worth drink specials',
    ],
  },
} satisfies Article;
