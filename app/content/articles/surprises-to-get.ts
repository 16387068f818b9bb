import type { Article } from '../types';

export default {
  slug: 'surprises-to-get',
  kind: 'review',
  title: "Surprises to Get: The Dishes Nobody Orders (But Should)",
  category: 'Food Guide',
  tags: ['Hidden Gems', 'What to Order', 'Local Favorites', 'Fort Worth'],
  author: 'Marcus Reyes',
  publishedAt: '2026-05-19',
  layout: 'wide',
  excerpt:
    "A pork chop at a brisket temple, pie at a deli, fried chicken at a ramen shop. Six Fort Worth dishes that surprised us, and why you should order them next time.",
  image: {
    src: '/images/articles/surprises-to-get.svg',
    alt: "An overhead spread of unexpected dishes: a thick smoked pork chop, a slice of chocolate cream pie, Korean-style fried chicken and a plate of deviled eggs.",
  },
  intro:
    "Every restaurant has the dish it is famous for, and then the dish the staff actually eat on their break. After years of reviewing around Fort Worth, we keep a running list of those second dishes: the menu items that get overlooked because everyone orders the hit. Here are six worth breaking your routine for.",
  body: [
    { type: 'heading', text: "The Big Chop at Cooper's Old Time Pit Bar-B-Que" },
    {
      type: 'paragraph',
      text: "Everyone goes to Cooper's in the Stockyards for brisket, and the brisket is great. But the thick-cut smoked pork chop, cooked over the same mesquite coals and dipped in the house sauce, is the better order if you have been before. It is two inches thick, juicy all the way through and big enough for two, for about $17. Pair it with the free pinto beans from the pot by the register.",
    },
    { type: 'heading', text: "Chocolate Cream Pie at Carshon's Delicatessen" },
    {
      type: 'paragraph',
      text: "Carshon's near TCU is a beloved deli, and the corned beef on rye is a Fort Worth classic. But the pie case is where the surprise lives. The chocolate cream pie ($6 a slice) is tall, dense and not too sweet, with a real whipped cream topping and a flaky crust. Order a slice with your sandwich and eat it first.",
    },
    { type: 'heading', text: 'Korean Fried Chicken at Wabi House' },
    {
      type: 'paragraph',
      text: "Wabi House on the Near Southside is a ramen shop, and most people never look past the tonkotsu. That is a mistake. The Korean-style fried chicken ($12) is double-fried, shatteringly crisp and glazed with a sweet-spicy gochujang sauce. Order it as a starter for the table, then get your ramen.",
    },
    { type: 'heading', text: 'Deviled Eggs at Little Red Wasp' },
    {
      type: 'paragraph',
      text: "Little Red Wasp downtown is known for its burgers and cocktails, but the deviled eggs ($9) are quietly excellent: silky filling, crispy bits of bacon and a touch of pickled jalapeno. They are the ideal bar snack with a martini before a show at Bass Hall.",
    },
    { type: 'heading', text: 'Pimento Cheese at Blackland Distillery' },
    {
      type: 'paragraph',
      text: "Blackland Distillery on the Near Southside is a tasting room first, but the small-plates menu deserves attention. The smoked pimento cheese ($10) comes with house pickles and grilled bread and is smoky, sharp and perfect with a gin and tonic made from their own gin.",
    },
    { type: 'heading', text: 'Dumplings at Lucky Bee Kitchen' },
    {
      type: 'paragraph',
      text: "Lucky Bee Kitchen is a busy Near Southside Asian spot where the noodle bowls get all the attention. The pan-fried pork and chive dumplings ($9 for six), with crisp bottoms and a chili crisp dipping sauce, are the real highlight. Order two plates; they go fast.",
    },
    {
      type: 'tips',
      title: 'How to Find Your Own Surprises',
      items: [
        "Ask the server what the kitchen staff eat on their break.",
        "Look for dishes that appear on the specials board week after week.",
        "On a second visit, skip the signature dish and order something new.",
        "Share plates so you can try more without committing to a full entree.",
      ],
    },
  ],
  restaurants: [
    'coopers-old-time-pit-barbque',
    'carshons-delicatessen',
    'wabi-house',
    'little-red-wasp',
    'blackland-distillery',
    'lucky-bee-kitchen',
  ],
} satisfies Article;
