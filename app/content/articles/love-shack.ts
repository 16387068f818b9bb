import type { Article } from '../types';

export default {
  slug: 'love-shack',
  kind: 'review',
  title: 'Love Shack: Burgers, Live Music and Picnic Tables in the Stockyards',
  category: 'Burgers',
  tags: ['Stockyards', 'Live Music', 'Family Friendly'],
  author: 'Callie Brooks',
  publishedAt: '2021-10-12',
  excerpt:
    "A walk-up burger stand with a covered patio, a stage and a Stockyards crowd. What to order at Love Shack and how to time a visit around the cattle drive.",
  image: {
    src: '/images/articles/love-shack.svg',
    alt: "A juicy double cheeseburger with a fried quail egg on top, a cone of fries and a cold beer on a red picnic table, with a small outdoor stage behind.",
  },
  intro:
    "After a morning of watching longhorns amble down Exchange Avenue, you want something simple, hot and fast. Love Shack delivers exactly that: a walk-up burger counter with a covered patio, picnic tables, a small stage and a crowd that mixes out-of-town visitors with locals who just want a good burger. It is casual to the bone and does its one job well.",
  body: [
    { type: 'heading', text: 'What to Order' },
    {
      type: 'paragraph',
      text: "The burgers are made from a blend of ground brisket and tenderloin trimmings, griddled and served on a squishy, toasted bun. They are smaller than a steakhouse burger, which is the right call: you can actually pick them up.",
    },
    {
      type: 'list',
      items: [
        "The house cheeseburger ($9): American cheese, pickles, onion and a tangy house sauce. The one to get first.",
        "The double with a fried quail egg ($13): rich, messy and a little showy. Worth it once.",
        "Green chile burger ($11): roasted chiles and pepper jack for a slow burn.",
        "Parmesan fries ($5): crisp shoestrings with grated cheese and parsley. Share a large.",
        "Frozen custard shake ($6): thick, vanilla-forward and very good on a hot afternoon.",
      ],
    },
    {
      type: 'paragraph',
      text: "The hot dog and the grilled chicken sandwich are both fine but unremarkable. The burger is the reason you are here.",
    },
    { type: 'heading', text: 'The Scene' },
    {
      type: 'paragraph',
      text: "On weekend afternoons and evenings, a local band or a singer-songwriter plays on the patio stage, usually country or Americana, and there is no cover. The picnic tables fill with families, bachelorette parties and couples in matching boots. Beer is cold and cheap for the Stockyards, with domestic and Texas drafts from $5 and buckets for groups.",
    },
    { type: 'heading', text: 'Who It Suits' },
    {
      type: 'paragraph',
      text: "Families with kids will love it: food comes fast, the noise covers any meltdown and there is room to wiggle. It works for a casual date before the rodeo or a honky-tonk, but it is not where you linger over conversation. Visitors looking for a quick Stockyards bite that is better than a tourist trap should put it on the list.",
    },
    { type: 'heading', text: 'When to Go and Parking' },
    {
      type: 'paragraph',
      text: "The twice-daily cattle drive brings a wave of hungry people right after it passes, so eat just before it or an hour after. Saturday evenings with live music are the busiest; weekday lunch is easy. Parking in the Stockyards means paid lots, usually $10 to $15 for a few hours, with cheaper lots a few blocks north of Exchange Avenue. Free street spots exist but go early.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Order the single cheeseburger and a shared basket of Parmesan fries.",
        "Grab a table near the stage on music nights, or a far corner if you want to talk.",
        "Bring sunscreen; the covered patio does not shade every table.",
        "Park in a lot north of Exchange Avenue and walk in to save a few dollars.",
      ],
    },
  ],
  restaurants: ['love-shack'],
} satisfies Article;
