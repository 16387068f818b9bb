import type { Article } from '../types';

export default {
  slug: 'savory-brunch-trend',
  kind: 'news',
  title: 'Fort Worth Brunch Is Going Savory, and We Are Here for It',
  category: 'Brunch',
  tags: ['Trends', 'Near Southside', 'Weekend'],
  author: 'Marcus Reyes',
  publishedAt: '2026-02-10',
  excerpt:
    "Birria, khao soi, brisket chilaquiles and carbonara with a runny egg. The city's most interesting brunch menus are trading pancakes for big, spicy, savory plates.",
  image: {
    src: '/images/articles/savory-brunch-trend.svg',
    alt: 'A brunch spread of chilaquiles, a bowl of curry noodle soup, a plate of carbonara with an egg yolk and a michelada on a sunny table.',
  },
  intro:
    "Something has shifted on Fort Worth brunch menus. A few years ago, the weekend menu meant French toast, a Benedict and a mimosa deal. This winter, as we made our rounds, the dishes people were photographing, ordering and talking about were spicy, brothy, smoky and savory. Pancakes are not going anywhere, but they are no longer the main event.",
  body: [
    {
      type: 'paragraph',
      text: "Mexican breakfast is leading the way. At Mi Cocula, the weekend chilaquiles have become one of the most-ordered dishes in the building, and more tables are ordering birria and consomme before noon. Americado has leaned in the same direction with brisket chilaquiles that fuse two of Fort Worth's great food traditions, and a michelada list that outsells its mimosas on some weekends, according to the bar staff.",
    },
    {
      type: 'paragraph',
      text: "Italian kitchens are getting in on it too. Gemelle's weekend carbonara, crowned with a runny egg yolk, is as close to a breakfast pasta as you will find, and it has pulled people away from the ricotta pancakes that used to be the table default. At Cane Rosso, the breakfast pizza with eggs, bacon and hot honey keeps getting more popular than the sweeter options.",
    },
    {
      type: 'paragraph',
      text: "The most surprising example is Lucky Bee Kitchen, which is open for a late-morning Sunday service and has found that its khao soi, a rich coconut curry noodle soup with crispy noodles on top, is exactly what people want after a long Saturday night. Southern kitchens have been doing this for generations, of course. Wishbone & Flynt's gospel brunch still runs on fried chicken, biscuits and shrimp and grits, and nobody there has ever wanted a fruit plate.",
    },
    {
      type: 'paragraph',
      text: "Why now? Chefs we talked to pointed to a few things: diners who have grown tired of sugary brunch, a younger crowd that grew up on birria and ramen, and kitchens that would rather cook their strongest dishes in brunch form than invent a separate menu. Whatever the reason, the result is that the best brunch in town right now might be a bowl of something spicy, and we are not complaining.",
    },
  ],
  restaurants: [
    'mi-cocula',
    'americado',
    'gemelle',
    'cane-rosso',
    'lucky-bee-kitchen',
    'wishbone-flynt',
  ],
} satisfies Article;
