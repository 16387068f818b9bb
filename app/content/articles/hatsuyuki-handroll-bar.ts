import type { Article } from '../types';

export default {
  slug: 'hatsuyuki-handroll-bar',
  kind: 'review',
  title: "Hatsuyuki Handroll Bar: Crisp Nori, Warm Rice, No Distractions",
  category: 'Sushi',
  tags: ['Japanese', 'Date Night', 'Near Southside'],
  author: 'Callie Brooks',
  publishedAt: '2025-01-28',
  excerpt:
    "A counter-only handroll bar on the Near Southside where every roll goes straight from the chef's hands to yours. Here is how the set menus work and what to add on.",
  image: {
    src: '/images/articles/hatsuyuki-handroll-bar.svg',
    alt: "A chef handing a crisp nori handroll filled with blue crab across a pale wooden counter.",
  },
  intro:
    "Hatsuyuki does one thing. It makes temaki, loose cone-shaped handrolls, at a U-shaped wooden counter, one at a time, and passes each one directly to you the second it is made. There are no tables, no fried rolls and no sauces in squeeze bottles. It is one of the most focused meals in Fort Worth, and one of the most fun.",
  body: [
    { type: 'heading', text: 'How It Works' },
    {
      type: 'paragraph',
      text: "Order a set or go a la carte. The sets are the best value: three handrolls for $17, four for $22 or five for $28. Each set follows the same progression, roughly from lighter to richer. The chef hands over each roll as soon as it is wrapped, and you eat it right then, with your hands, while the nori still crackles and the rice is still a little warm. That contrast is the whole point.",
    },
    { type: 'heading', text: 'The Five-Roll Set' },
    {
      type: 'list',
      ordered: true,
      items: [
        "Salmon: simple and clean, with a touch of sesame and a little scallion.",
        "Yellowtail: buttery fish with a squeeze of yuzu that wakes everything up.",
        "Bay scallop: sweet, tender and creamy with a bit of spicy mayo.",
        "Toro scallion: chopped fatty tuna with a lot of scallion. The richest roll, and the best in the set.",
        "Blue crab: sweet crab and butter, nothing else. The one everybody remembers.",
      ],
    },
    { type: 'heading', text: 'Worth Adding' },
    {
      type: 'paragraph',
      text: "Add a lobster handroll ($10) if it is on special. The salmon ikura roll ($8), with glistening salmon roe on top, pops in the best way. A cucumber and shiso roll ($5) makes a nice palate cleanser between rich ones. The edamame ($5) and miso soup ($4) are fine, but the counter is the show, so save your appetite.",
    },
    { type: 'heading', text: 'Drinks' },
    {
      type: 'paragraph',
      text: "A short sake list offers pours from $9 to $16, and the bartender will steer you toward something crisp and dry that works across the whole set. There is also a good Japanese lager and a yuzu highball ($11) that is exactly right on a warm evening.",
    },
    { type: 'heading', text: 'Timing and Parking' },
    {
      type: 'paragraph',
      text: "There are only about 20 seats and no reservations for small parties, so there is almost always a waitlist at dinner. Put your name down, then walk the neighborhood for a drink; you will get a text when your seats are ready. Tuesday and Wednesday evenings before 6:30 are the easiest. A full meal takes about 45 minutes. Street parking is free after 6 on most nearby blocks.",
    },
    { type: 'heading', text: 'Who It Is For' },
    {
      type: 'paragraph',
      text: "Groups larger than three will struggle with the counter layout. Couples and solo diners will love it. It is an excellent first date because you sit side by side, there is always something to talk about, and dinner costs about $40 to $55 per person with a drink.",
    },
    {
      type: 'tips',
      title: 'Handroll Tips',
      items: [
        "Eat each roll within ten seconds; soggy nori is a crime here.",
        "Skip the soy sauce. The rolls are seasoned already.",
        "Join the waitlist before you are hungry, then grab a drink nearby.",
        "Sit near the center of the counter to watch the chefs work.",
      ],
    },
  ],
  restaurants: ['hatsuyuki-handroll-bar'],
} satisfies Article;
