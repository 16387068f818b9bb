import type { Article } from '../types';

export default {
  slug: 'blackland-distillery',
  kind: 'review',
  title: 'Blackland Distillery Opens Its Tasting Room on the Near Southside',
  category: 'Craft Cocktails',
  tags: ['Near Southside', 'New Opening', 'Distillery'],
  author: 'Callie Brooks',
  publishedAt: '2025-09-16',
  excerpt:
    "House-made gin, vodka and whiskey, cocktails built around them and a small-plates menu that is better than it needs to be. A first look at Blackland Distillery's new tasting room.",
  image: {
    src: '/images/articles/blackland-distillery.svg',
    alt: "A copper pot still behind a glass wall in a tasting room, with a gin and tonic garnished with grapefruit and a plate of smoked pimento cheese with grilled bread on the bar.",
  },
  intro:
    "The Near Southside has breweries, wine bars and a cocktail bar on every other block, but until now it has not had a place where you can drink spirits a few feet from where they were made. Blackland Distillery's new tasting room changes that. Behind a glass wall, a copper pot still gleams; in front of it, a long bar pours cocktails built on the house gin, vodka and whiskey, with a menu of small plates to keep you steady.",
  body: [
    { type: 'heading', text: 'The Spirits' },
    {
      type: 'paragraph',
      text: "The gin is the headliner: juniper-forward but bright with citrus peel and a hint of Texas grapefruit. The vodka is clean and smooth, and the young bourbon shows promise, with more aged releases planned as barrels mature. A tasting flight of three half-ounce pours ($12) is the best introduction, and the staff will walk you through how each one is made.",
    },
    { type: 'heading', text: 'The Cocktails' },
    {
      type: 'list',
      items: [
        "House gin and tonic ($11): grapefruit, rosemary and a good tonic. The drink to order first.",
        "Blackland martini ($13): gin, a whisper of dry vermouth and a lemon twist, stirred very cold.",
        "Vodka mule ($11): ginger beer and lime in a copper mug, easy and refreshing on the patio.",
        "Bourbon old fashioned ($13): a little sweet, with orange and cherry. Better once the whiskey ages more.",
      ],
    },
    { type: 'heading', text: 'The Small Plates' },
    {
      type: 'paragraph',
      text: "The kitchen is tiny but smart. The smoked pimento cheese ($10) with house pickles and grilled bread is sharp and smoky, and it pairs perfectly with a gin and tonic. The deviled eggs with crispy shallots ($8), a charcuterie board ($18) and warm pretzel bites with beer mustard ($9) round out the menu. Skip the flatbread, which was bland and chewy on our visit.",
    },
    { type: 'heading', text: 'Tours, Hours and Parking' },
    {
      type: 'paragraph',
      text: "Distillery tours ($20, including a tasting) run on Saturday afternoons and take about 45 minutes; book ahead because groups are small. The tasting room opens Wednesday through Sunday, from late afternoon until late evening on weekends. There is a small lot, and free street parking on the side streets nearby. It is a 21-and-over space, so leave the kids at home.",
    },
    { type: 'heading', text: 'Who It Suits' },
    {
      type: 'paragraph',
      text: "It is a great early date night, a stylish start to a bachelorette party or a fun stop on a Near Southside evening. Groups should come early on weekends, when the bar fills by 8 p.m. Cocktail lovers will want a seat at the bar to talk with the bartenders about what is coming next.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Start with a tasting flight before choosing a cocktail.",
        "Book the Saturday tour in advance; it sells out.",
        "Order the smoked pimento cheese with your first drink.",
        "Buy a bottle of the gin at the counter to take home.",
      ],
    },
  ],
  restaurants: ['blackland-distillery'],
} satisfies Article;
