import type { Article } from '../types';

export default {
  slug: 'near-eastside-community-fridge',
  kind: 'news',
  title: 'Near Eastside Community Fridges Get a Boost From Local Kitchens',
  category: 'Community',
  tags: ['Near Eastside', 'Food Access', 'Volunteering'],
  author: 'Callie Brooks',
  publishedAt: '2025-07-15',
  excerpt:
    "Three free-food fridges are now running on the Near Eastside, stocked by neighbors and a weekly delivery of hot meals from Chef G's Sparkle Creations. Here is how to help.",
  intro:
    "A small neighborhood project with a simple idea, take what you need and leave what you can, is growing on the Near Eastside. Volunteers have now set up three community fridges in the neighborhood, and local kitchens have started stocking them with prepared meals every week.",
  body: [
    {
      type: 'paragraph',
      text: "The first fridge went up in May outside a church on East Lancaster Avenue, plugged into the church's outdoor outlet and sheltered by a small wooden shed built by volunteers. Two more followed in June, one at a neighborhood laundromat and one near a bus stop by a community garden. Each fridge has a pantry shelf for shelf-stable items and a notebook where people can leave requests.",
    },
    {
      type: 'paragraph',
      text: "Chef G's Sparkle Creations has become the project's biggest supporter. Every Wednesday, the kitchen packs around 60 containers of hot meals, things like smothered chicken, red beans and rice, and greens with cornbread, and delivers them to the three fridges by 5 p.m. The chef has said that the neighborhood has supported the restaurant from day one, and this is a way of giving back.",
    },
    {
      type: 'paragraph',
      text: "Others are helping too. America Gardens is hosting a donation drive on the first Sunday of each month, offering a discount on a drink to anyone who brings in canned goods, diapers or bottled water. A few home bakers take turns dropping off bread on the weekends.",
    },
    { type: 'heading', text: 'How to Help' },
    {
      type: 'list',
      items: [
        'Stock the fridges with sealed, labeled food: fresh produce, eggs, milk, yogurt and bottled water are most needed.',
        'Do not leave raw meat, alcohol, opened packages or anything past its date.',
        'Sign up for a cleaning shift; each fridge is wiped down and checked twice a day.',
        'Donate to cover electricity and repairs, which run about $40 a month per fridge.',
      ],
    },
    {
      type: 'paragraph',
      text: "The organizers say the fridges are emptied within hours of being stocked, especially during the summer months when school meals are not available. If you live or work nearby, a bag of groceries on your way home makes a real difference.",
    },
  ],
  restaurants: ['chef-gs-sparkle-creations', 'america-gardens'],
} satisfies Article;
