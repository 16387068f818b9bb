import type { Article } from '../types';

export default {
  slug: 'home-grocery-delivery',
  kind: 'review',
  title: 'Meal Kits vs. Grocery Delivery: What Actually Works for a Fort Worth Household',
  category: 'Delivery',
  tags: ['Meal Kits', 'Grocery Delivery', 'Home Cooking'],
  author: 'Callie Brooks',
  publishedAt: '2021-04-27',
  excerpt:
    "We spent two months comparing national meal-kit boxes, same-day grocery delivery and local farm boxes. Here is what each really costs and who each one suits.",
  image: {
    src: '/images/articles/home-grocery-delivery.svg',
    alt: "A kitchen counter with an open cardboard meal-kit box, portioned ingredients in small bags, a paper grocery sack of produce and a tablet showing a recipe.",
  },
  intro:
    "We love eating out, but nobody eats out every night. Over the past year our own kitchens, and our readers' inboxes, filled up with questions about meal kits and grocery delivery. So we spent eight weeks testing the options a Fort Worth household actually has: the national meal-kit boxes, same-day delivery from the big grocery chains and the local farm and ranch boxes that deliver across Tarrant County. Here is what we learned.",
  body: [
    { type: 'heading', text: 'National Meal-Kit Boxes' },
    {
      type: 'paragraph',
      text: "Meal kits ship pre-portioned ingredients with a recipe card, usually three or four dinners a week for two or four people. Expect $9 to $12 a serving after the introductory discounts end, plus shipping on smaller plans. The cooking is genuinely easy and most recipes take 30 to 45 minutes.",
    },
    {
      type: 'list',
      items: [
        "Best for: couples or new cooks who want to learn without planning menus.",
        "Good: almost zero food waste, and weeknight decisions are made for you.",
        "Not so good: a mountain of packaging, ice packs that pile up and boxes left on a Texas porch in August.",
        "Watch out: skip weeks you do not need, or you will pay for dinners you never cook.",
      ],
    },
    { type: 'heading', text: 'Same-Day Grocery Delivery' },
    {
      type: 'paragraph',
      text: "Most of the big supermarkets in Fort Worth now deliver the same day, either through their own apps or through a shopping service. Delivery fees run $4 to $10 per order, often waived with a yearly membership, and item prices can be a little higher than in store. Curbside pickup is usually free and a good compromise.",
    },
    {
      type: 'list',
      items: [
        "Best for: families of four or more and anyone who already plans meals.",
        "Good: you buy exactly what you want at normal grocery prices, with a huge selection.",
        "Not so good: substitutions. Our shoppers swapped ripe avocados for rock-hard ones and once sent cilantro instead of parsley.",
        "Tip: always add notes about ripeness and approve substitutions in the app.",
      ],
    },
    { type: 'heading', text: 'Local Farm and Ranch Boxes' },
    {
      type: 'paragraph',
      text: "Several North Texas farms and ranches deliver weekly or biweekly boxes of seasonal produce, eggs and meat, usually $35 to $60 a box. The quality was the best of anything we tried: real tomatoes in summer, beautiful greens in spring and grass-fed beef that tasted like something. The trade-off is you cook what arrives, not what you planned.",
    },
    { type: 'heading', text: 'Our Verdict' },
    {
      type: 'paragraph',
      text: "For most households, same-day grocery delivery or free curbside pickup is the practical backbone. Add a local farm box every other week if you enjoy cooking and want better produce. Meal kits are worth a few months for new cooks or busy couples, then most people graduate out. For a family of four, kits cost roughly double what the same dinners cost from the store.",
    },
    {
      type: 'tips',
      title: 'Tips Before You Subscribe',
      items: [
        "Use the intro discount, then set a calendar reminder before full price kicks in.",
        "Schedule deliveries for when someone is home during summer heat.",
        "Compare your usual grocery receipt with the per-serving price honestly.",
        "Recycle or return ice packs; some local food banks accept clean insulated liners.",
      ],
    },
  ],
} satisfies Article;
