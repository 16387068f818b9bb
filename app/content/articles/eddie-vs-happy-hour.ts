import type { Article } from '../types';

export default {
  slug: 'eddie-vs-happy-hour',
  kind: 'review',
  title: "Eddie V's Happy Hour: The Fancy Seafood Room on a Budget",
  category: 'Seafood',
  tags: ['Happy Hour', 'Sundance Square', 'Oysters'],
  author: 'Callie Brooks',
  publishedAt: '2023-08-22',
  excerpt:
    "Live jazz, a dark lounge, discounted oysters and $9 cocktails. How to get the Eddie V's experience in Sundance Square for a fraction of a dinner bill.",
  image: {
    src: '/images/articles/eddie-vs-happy-hour.svg',
    alt: 'A platter of oysters on ice with lemon wedges beside a martini glass on a dark bar top under warm lighting.',
  },
  intro:
    "A full dinner at Eddie V's is an anniversary-level commitment, with the sea bass and a bottle of wine pushing a bill for two well past $250. But the bar-only happy hour is one of downtown's best-kept open secrets. From 4 to 7, you get the same low lighting, the same jazz trio warming up in the lounge and the same polished service, with a menu priced like a neighborhood bar.",
  body: [
    { type: 'heading', text: 'The Rules' },
    {
      type: 'paragraph',
      text: "Happy hour is served only in the bar and lounge, not the dining room, and the seats go quickly after 5 on Thursdays and Fridays. Weeknights earlier in the week are calmer. If the bar is full, ask to put your name down for a lounge table, since turnover is steady once the pre-theater crowd heads toward Bass Hall.",
    },
    { type: 'heading', text: 'What to Order' },
    {
      type: 'list',
      items: [
        'Oysters on the half shell: discounted during happy hour, briny, cold and cleanly shucked. Get a dozen for two.',
        'The crispy calamari: light batter, a sweet-spicy glaze and enough for two to share as a main.',
        'The prime burger at the bar: a thick, well-seared patty that is easily one of the better burgers downtown.',
        'Tuna tartare: fresh and good, though a little heavy on the avocado for our taste.',
        'Cocktails: $9 classics, and the martini comes properly cold with a sidecar on ice.',
      ],
    },
    {
      type: 'paragraph',
      text: "Two people can share oysters, calamari and a burger with a drink each and walk out for around $90 with tip. That is not cheap, but for this room and this level of service it feels like a bargain.",
    },
    { type: 'heading', text: 'What to Skip' },
    {
      type: 'paragraph',
      text: "The wine list by the glass is not discounted as deeply as the cocktails, and a glass of anything interesting is still priced for the dining room. The desserts are huge and fine, but after oysters and calamari we would rather walk Sundance Square and get ice cream.",
    },
    { type: 'heading', text: 'Stay for the Music' },
    {
      type: 'paragraph',
      text: "The live jazz in the lounge starts most nights around 6 and makes the last hour of happy hour the best one. It is background music done well: loud enough to feel the room, quiet enough to talk.",
    },
    {
      type: 'tips',
      title: 'Happy Hour Tips',
      items: [
        'Arrive by 4:45 on Thursday or Friday to get bar seats.',
        'Park in a Sundance Square garage; the first hours are often validated or cheap on weekdays.',
        'The dress code is relaxed at the bar, but gym clothes will feel out of place.',
        'If you love it, come back for a dinner in a booth when there is something to celebrate.',
      ],
    },
  ],
  restaurants: ['eddie-vs-prime-seafood'],
} satisfies Article;
