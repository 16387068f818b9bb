import type { Article } from '../types';

export default {
  slug: 'thai-restaurants',
  kind: 'review',
  title: 'Three Fort Worth Thai Restaurants We Keep Going Back To',
  category: 'Thai',
  tags: ['Roundup', 'Curry', 'BYOB'],
  author: 'Marcus Reyes',
  publishedAt: '2019-11-05',
  excerpt:
    "A calm Camp Bowie dining room, a fiery BYOB on the Near Southside and a downtown lunch standby: our three favorite Thai kitchens and what to order at each.",
  image: {
    src: '/images/articles/thai-restaurants.svg',
    alt: "Three bowls on a table: a red curry with duck, a plate of wok-charred drunken noodles and a green curry with Thai basil, with a side of jasmine rice.",
  },
  intro:
    "Fort Worth does not have a Thai neighborhood, but it has a handful of kitchens that cook with real care and do not dial the heat down unless you ask. We ate our way through a dozen spots this fall and kept coming back to three. Each one does something different well, so pick by mood: quiet and polished, small and fiery, or fast and cheap at lunch.",
  body: [
    { type: 'heading', text: 'Thai Select (Camp Bowie)' },
    {
      type: 'paragraph',
      text: "Thai Select is the most polished of the three: soft lighting, linen napkins and servers who check on your spice level before the food comes. The red curry with roasted duck ($18) is the order, rich with coconut and a little sweet against the chile. The pad see ew ($13) has wide rice noodles with real char, and the tom kha soup ($6 a cup) is bright with lime and galangal. This is our pick for a date night or for taking parents who are new to Thai food.",
    },
    { type: 'heading', text: 'Spice Thai Kitchen (Near Southside)' },
    {
      type: 'paragraph',
      text: "Spice Thai is a narrow room with about a dozen tables, and the cooking is louder than the decor. Drunken noodles ($13) come with Thai basil and a wok smokiness you can smell from the door; the crispy pork belly with Chinese broccoli ($16) is the dish we cannot stop ordering. It is BYOB, so bring a cold lager or an off-dry Riesling. Be honest about heat: their medium is most places' hot.",
    },
    { type: 'heading', text: 'Siam Orchid (Downtown)' },
    {
      type: 'paragraph',
      text: "Siam Orchid is a downtown lunch institution. The weekday lunch specials ($11 to $13) include a cup of soup and a crisp spring roll, and the kitchen moves fast enough for office workers on a one-hour clock. The green curry is herbal and sharp, and the pad kra pao with a fried egg on top ($14 at dinner) is a savory, fiery plate that will wake you up for the afternoon. Dinner is quieter and good before a show at Bass Hall.",
    },
    { type: 'heading', text: 'How to Choose' },
    {
      type: 'list',
      items: [
        "Date night or a special occasion: Thai Select.",
        "Bringing your own wine with friends: Spice Thai Kitchen.",
        "Cheap, quick and good at lunch: Siam Orchid.",
        "Most heat when you ask for it: Spice Thai Kitchen, without question.",
      ],
    },
    { type: 'heading', text: 'Parking Notes' },
    {
      type: 'paragraph',
      text: "Thai Select shares an easy surface lot on Camp Bowie. Spice Thai has a few spaces in front and free street parking on the side streets. Downtown, Siam Orchid diners use the nearby garages; at lunch, plan on a few dollars or a short walk from a meter.",
    },
    {
      type: 'tips',
      title: 'Thai Dining Tips',
      items: [
        "Order one curry, one noodle and one stir-fry per two people and share.",
        "Ask for spice on the side if your table has mixed tolerances.",
        "Call Spice Thai ahead about corkage before bringing wine.",
        "Thai iced tea ($4) is the best fire extinguisher on any of these menus.",
      ],
    },
  ],
  restaurants: ['thai-select', 'spice-thai-kitchen', 'siam-orchid'],
} satisfies Article;
