import type { Article } from '../types';

export default {
  slug: 'blue-sushi',
  kind: 'review',
  title: "Blue Sushi Sake Grill: Happy Hour Rolls and a Lively West 7th Room",
  category: 'Sushi',
  tags: ['West 7th', 'Happy Hour', 'Date Night'],
  author: 'Callie Brooks',
  publishedAt: '2019-08-20',
  excerpt:
    "Blue Sushi on West 7th is loud, colorful and built for sharing. Here is what to order, how to work the happy hour and who will love it.",
  image: {
    src: '/images/articles/blue-sushi.svg',
    alt: "A long slate platter of colorful maki rolls topped with seared salmon and sliced jalapeno, with chopsticks and a small carafe of sake.",
  },
  intro:
    "Blue Sushi Sake Grill is not the place for a hushed omakase. It is the place for a Thursday night with friends, a round of cold sake and more rolls than you planned to order. The West 7th location has a big bar, booming music and a menu that leans creative, with enough sustainable fish and vegetarian options to keep a mixed group happy.",
  body: [
    { type: 'heading', text: 'What to Order' },
    {
      type: 'paragraph',
      text: "The rolls are the point here, and the kitchen is at its best when it balances richness with acid or heat. Start with a couple of the signature rolls and one simple nigiri order to keep things honest.",
    },
    {
      type: 'list',
      items: [
        "Crunchy munchy roll ($12): shrimp tempura, crab and a crisp tempura flake topping. A crowd-pleaser.",
        "Yellowtail jalapeno sashimi ($15): thin slices with citrus ponzu and a single slice of chile on each. The best thing on the menu.",
        "Salmon nigiri ($7 for two pieces): clean, cold and cut generously.",
        "Edamame with garlic and chile ($6): order this before anything else.",
        "The vegetarian roll with avocado, asparagus and mango ($9): genuinely good, not a token.",
      ],
    },
    {
      type: 'paragraph',
      text: "Skip the teriyaki and fried rice entrees; they are fine but fill you up on what any mall food court can do. And go easy on the rolls drowned in spicy mayo and eel sauce. Two of those and your palate is done.",
    },
    { type: 'heading', text: 'Working the Happy Hour' },
    {
      type: 'paragraph',
      text: "Happy hour runs weekdays from 3 to 6 p.m. and again late on some nights, with a long list of rolls in the $5 to $8 range plus discounted sake and wine. Sit at the bar or in the lounge area, because the deals usually apply only there. A couple can eat and drink well for about $50, which is hard to beat on West 7th.",
    },
    { type: 'heading', text: 'Date Night or Group Night?' },
    {
      type: 'paragraph',
      text: "Both, with caveats. The room gets loud after 7 p.m. on weekends, so a first date where you want to talk should go early or grab a corner booth. For a birthday or a group of six, it is ideal: big tables, shareable plates and a staff used to splitting checks. Kids are welcome and the kitchen will make plain cucumber or avocado rolls for picky eaters.",
    },
    { type: 'heading', text: 'Parking' },
    {
      type: 'paragraph',
      text: "West 7th parking is the eternal question. The nearby garages are free for the first few hours on most days and are a short walk away. Street spots are metered and vanish after 6 p.m. on Fridays. Rideshare is the easy answer if sake is involved.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Arrive by 5 p.m. on weekdays to get happy hour pricing at the bar.",
        "Order in two rounds; rolls come out fast and you can always add more.",
        "Ask for the sake flight if you are new to sake.",
        "Reserve for groups of five or more on weekends.",
      ],
    },
  ],
  restaurants: ['blue-sushi-sake-grill'],
} satisfies Article;
