import type { Article } from '../types';

export default {
  slug: 'bens-triple-b',
  kind: 'review',
  title: "Ben's Triple B: Brisket, Beer and a Food Truck Worth Chasing",
  category: 'BBQ',
  tags: ['Food Truck', 'Near Eastside'],
  author: 'Callie Brooks',
  publishedAt: '2020-06-09',
  excerpt:
    "A smoker on a trailer, a brewery patio and brisket that sells out by early afternoon. Ben's Triple B is the Near Eastside's best reason to eat barbecue off a picnic table.",
  image: {
    src: '/images/articles/bens-triple-b.svg',
    alt: "Sliced brisket, a pork rib and a sausage link on butcher paper at a picnic table beside a black food truck.",
  },
  intro:
    "Some of the best barbecue in Fort Worth does not come with a dining room. Ben's Triple B works out of a black trailer parked in a brewery lot on the Near Eastside, with an offset smoker puffing behind it and a line of people holding pint glasses in front. We went three Saturdays in a row to make sure the first one was not a fluke.",
  body: [
    { type: 'heading', text: 'How It Works' },
    {
      type: 'paragraph',
      text: "The truck opens at 11 a.m. Thursday through Sunday and closes when the meat runs out, which on Saturdays is usually somewhere around 1:30. Order at the window, take your buzzer, and grab a beer from the brewery taproom while you wait. Seating is picnic tables on the patio, some shaded and some very much not. The truck posts its sellout updates online, so check before you drive over late.",
    },
    { type: 'heading', text: 'The Meat' },
    {
      type: 'list',
      items: [
        "Brisket ($28 a pound, $14 a half): ask for a mix of lean and moist. The bark is peppery and dark, and the fat is rendered all the way through.",
        "Pork spare ribs ($4 each): a sweet, sticky glaze with a real bite left in the meat. Two per person is the right number.",
        "Jalapeno-cheddar sausage ($7 a link): coarse ground, snappy casing, pockets of melted cheese. The best sausage we have had from a truck.",
        "Pulled pork ($20 a pound): good, but the weakest of the four. Skip it if brisket is still available.",
      ],
    },
    { type: 'heading', text: 'The Triple B Sandwich' },
    {
      type: 'paragraph',
      text: "The namesake sandwich ($13) stacks chopped brisket, crisp bacon and a spoonful of burnt ends on a toasted brioche bun with pickles and a thin slick of tangy sauce. It is heavy and absurd and we would order it again tomorrow. It sells out before the sliced brisket does, so if it is what you came for, be there by noon.",
    },
    { type: 'heading', text: 'Sides' },
    {
      type: 'paragraph',
      text: "The green chile mac and cheese ($4 small, $7 large) is creamy with a slow heat, and the vinegar slaw cuts through all that fat exactly the way it should. The pinto beans are cooked with brisket trimmings and are a full meal on a cold day. The potato salad is mustard-forward and fine, but not worth the stomach space.",
    },
    { type: 'heading', text: 'Parking and Comfort' },
    {
      type: 'paragraph',
      text: "The brewery lot has plenty of spaces before noon and fills as the taproom gets busy; street parking along the block is free. In July and August, the patio is brutal after 1 p.m., so grab a shaded table first and then get in line. Dogs on leashes are welcome and there are water bowls by the fence.",
    },
    {
      type: 'tips',
      title: 'Food Truck Tips',
      items: [
        "Arrive at 10:45 on Saturdays for the best shot at brisket and the Triple B sandwich.",
        "Order by the pound for groups; it works out cheaper than individual plates.",
        "Bring a cooler bag if you want leftovers. Nothing sits well in a hot car.",
        "Sauce is on the table, but taste the brisket without it first.",
      ],
    },
  ],
  restaurants: ['bens-triple-b'],
} satisfies Article;
