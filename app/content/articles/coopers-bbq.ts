import type { Article } from '../types';

export default {
  slug: 'coopers-bbq',
  kind: 'review',
  title: "Cooper's Old Time Pit Bar-B-Que: Ordering Straight Off the Mesquite Pit",
  category: 'BBQ',
  tags: ['Stockyards', 'Texas BBQ', 'Family Friendly'],
  author: 'Callie Brooks',
  publishedAt: '2019-03-26',
  excerpt:
    "At Cooper's in the Stockyards you point at your meat right over the open pit. Here is how the line works, what to order and how to do it without getting overwhelmed.",
  image: {
    src: '/images/articles/coopers-bbq.svg',
    alt: "A pitmaster lifting the lid of a long steel mesquite pit loaded with briskets, pork chops and sausage links while customers wait beside it.",
  },
  intro:
    "Most barbecue joints hide the pit out back. At Cooper's Old Time Pit Bar-B-Que, the pit is the menu. You walk up to a long black smoker on the edge of the Stockyards, a pitmaster lifts the lid, and you point at what you want while the mesquite smoke rolls over your shoes. It is loud, a little chaotic and one of the most fun ways to eat in Fort Worth.",
  body: [
    { type: 'heading', text: 'How the Pit Line Works' },
    {
      type: 'paragraph',
      text: "Grab a tray and get in line outside. When you reach the pit, tell the cutter what you want and how much; everything is sold by the pound or by the piece. Ask for it 'dipped' if you want it run through the house sauce on the way to the tray. Then carry your meat inside, where a second counter rings you up and sells sides, drinks and dessert. First-timers often freeze at the pit, so decide before you get there.",
    },
    { type: 'heading', text: 'What to Order' },
    {
      type: 'list',
      items: [
        "Brisket (about $22 a pound): mesquite gives it a sharper, more direct smoke than the post oak used at most Central Texas spots. Ask for the fatty end.",
        "The big chop (about $17): a two-inch pork chop that has become the signature for regulars. It easily feeds two.",
        "Jalapeno sausage ($5 a link): snappy casing, mild heat, great dipped.",
        "Cabrito on weekends when they have it: goat, tender and gamey in the best way.",
        "Peach cobbler ($5): warm, syrupy and exactly what you want after all that smoke.",
      ],
    },
    {
      type: 'paragraph',
      text: "The pinto beans sit in a big pot inside, along with sliced white bread, onions, pickles and jalapenos, and they are free with your meal. Load up. Pass on the potato salad, which tastes like it came from a tub, and the chicken, which is fine but not why anyone drives here.",
    },
    { type: 'heading', text: 'The Room and the Crowd' },
    {
      type: 'paragraph',
      text: "Inside is long communal tables, a few televisions and a steady stream of tourists in brand-new boots sitting next to ranch hands who have been coming for years. It is kid friendly, noisy and casual. Nobody will blink if a toddler gets sauce on the bench. It is not a date-night spot unless your date loves barbecue more than conversation.",
    },
    { type: 'heading', text: 'When to Go and Parking' },
    {
      type: 'paragraph',
      text: "Saturday afternoons, especially on rodeo and cattle-drive days, bring a line that wraps around the building. Weekday lunch before 11:45 or a weekday dinner around 5 p.m. is much calmer. Cooper's has its own lot, which is a rarity in the Stockyards, but it fills on weekends; the paid lots along Exchange Avenue run $10 to $15. Budget about $25 a person for a generous tray.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Decide your order before you reach the pit; the line moves fast.",
        "Say 'dipped' for brisket and the big chop, 'no sauce' for sausage.",
        "Take the free beans and bread; they are part of the experience.",
        "Go on a weekday if you have kids in tow and want a table quickly.",
        "Pair it with a walk to the twice-daily cattle drive on Exchange Avenue.",
      ],
    },
  ],
  restaurants: ['coopers-old-time-pit-barbque'],
} satisfies Article;
