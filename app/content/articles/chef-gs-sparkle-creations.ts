import type { Article } from '../types';

export default {
  slug: 'chef-gs-sparkle-creations',
  kind: 'review',
  title: "Chef G's Sparkle Creations: Soul Food with a Little Shine",
  category: 'Southern',
  tags: ['Soul Food', 'Near Eastside'],
  author: 'Marcus Reyes',
  publishedAt: '2024-10-08',
  excerpt:
    "Fall-apart oxtails, baked mac and cheese with a proper crust and a peach cobbler worth planning around. Chef G's Sparkle Creations is the Near Eastside's soul food star.",
  image: {
    src: '/images/articles/chef-gs-sparkle-creations.svg',
    alt: "A plate of braised oxtails over rice with baked mac and cheese, collard greens and a square of cornbread.",
  },
  intro:
    "Chef G's Sparkle Creations is the kind of place that regulars guard like a secret and then tell everyone about anyway. The Near Eastside kitchen serves Southern soul food from a short, rotating menu, and Chef G runs the room with the same warmth that goes into the food. We went in for lunch and stayed long enough to order dessert twice.",
  body: [
    { type: 'heading', text: 'The Plates' },
    {
      type: 'paragraph',
      text: "Meals are built as a meat plus two or three sides, and most plates land between $15 and $22. The oxtails ($22) are the star: slow-braised until the meat slides off the bone, in a dark, glossy gravy with a little allspice and black pepper, over white rice. They sell out on Fridays and Saturdays by about 2 p.m., so plan accordingly.",
    },
    {
      type: 'list',
      items: [
        "Oxtails ($22): the signature and the reason to go early.",
        "Smothered chicken ($16): bone-in thighs under onion gravy, tender and deeply savory.",
        "Fried catfish ($17): cornmeal-crusted, light and crisp, with house tartar sauce and lemon.",
        "Turkey wing ($18, Sundays only): huge, roasted and smothered, with cornbread dressing on the side.",
      ],
    },
    { type: 'heading', text: 'The Sides Matter' },
    {
      type: 'paragraph',
      text: "The baked mac and cheese is the real thing: a custardy, cheddar-heavy bake with a browned top that people fight over. The collard greens are smoky and slightly vinegary, the candied yams lean sweet with cinnamon and nutmeg, and the cornbread comes out hot in a wedge with honey butter. Extra sides are $4 each. If you only add one, make it the mac.",
    },
    { type: 'heading', text: 'The Sparkle' },
    {
      type: 'paragraph',
      text: "The name comes from the desserts and drinks, which are decorated with edible glitter and served with a grin. The sparkle lemonade ($5), with strawberry puree and a shimmer that swirls when you stir it, is a kid favorite and an adult guilty pleasure. The peach cobbler ($7) has a buttery, crisp lattice crust and spiced syrup; the banana pudding ($6) is layered with real vanilla wafers that are soft but not soggy.",
    },
    { type: 'heading', text: 'What to Skip' },
    {
      type: 'paragraph',
      text: "The fried pork chop was a little dry compared with everything else, and the wings, while fine, are not why anyone comes here. Stick to braises and smothered dishes, which are where the kitchen shines.",
    },
    { type: 'heading', text: 'When to Go and Parking' },
    {
      type: 'paragraph',
      text: "Open for lunch and early dinner Tuesday through Sunday, closed Mondays. Weekday lunch is relaxed; Sunday after church gets a line of 20 to 30 minutes. There is a small lot beside the building and free street parking on the surrounding blocks.",
    },
    {
      type: 'tips',
      title: 'Soul Food Tips',
      items: [
        "Go before 1 p.m. on weekends if you want oxtails.",
        "Order a dessert to go when you order lunch; the cobbler sometimes sells out too.",
        "Call ahead for large takeout orders, especially for Sunday family dinners.",
        "Save room. Portions are generous, and the cornbread is not optional.",
      ],
    },
  ],
  restaurants: ['chef-gs-sparkle-creations'],
} satisfies Article;
