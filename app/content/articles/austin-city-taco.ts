import type { Article } from '../types';

export default {
  slug: 'austin-city-taco',
  kind: 'review',
  title: "Austin City Taco Co.: A Breakfast Taco Habit Worth Forming",
  category: 'Tacos',
  tags: ['Breakfast', 'Near Southside'],
  author: 'Callie Brooks',
  publishedAt: '2019-05-14',
  excerpt:
    "House-pressed flour tortillas, migas that stay crunchy and a brisket-and-egg taco that ruined gas-station tacos for us. Here is how to do Austin City Taco Co. right.",
  image: {
    src: '/images/articles/austin-city-taco.svg',
    alt: "Three foil-lined breakfast tacos on a red tray beside cups of green and red salsa at Austin City Taco Co.",
  },
  intro:
    "Fort Worth will argue about brisket all day, but breakfast tacos are the quieter fight, and Austin City Taco Co. on the Near Southside has been winning it for us on weekday mornings. It is a counter-service taqueria with a short menu, a loud griddle and a salsa habit we cannot shake.",
  body: [
    { type: 'heading', text: 'The Tortilla Does the Heavy Lifting' },
    {
      type: 'paragraph',
      text: "Everything here starts with the flour tortilla, pressed to order and thrown on the flat-top until it puffs and picks up a few dark freckles. It is thin enough to fold without cracking and sturdy enough to survive a fat scoop of potato and egg. If you are a corn person, they have corn too, but this is a flour-tortilla shop at heart, and it shows.",
    },
    { type: 'heading', text: 'What to Order' },
    {
      type: 'list',
      items: [
        "Migas ($3.75): soft-scrambled eggs folded with crisp tortilla strips, pico and Monterey Jack. The strips stay crunchy if you eat it in the first five minutes.",
        "Brisket and egg ($4.50): chopped smoked brisket, scrambled egg and a little cheddar. Add the red salsa and do not look back.",
        "Potato, egg and cheese ($3.25): the control group. Crispy diced potatoes, not mushy ones, which is rarer than it should be.",
        "Al pastor ($3.95, after 11 a.m.): marinated pork with grilled pineapple, onion and cilantro on corn.",
        "Poblano and queso fresco ($3.50): roasted poblano strips, potato and crumbly cheese, the best vegetarian pick on the board.",
      ],
    },
    {
      type: 'paragraph',
      text: "Two tacos and a cup of their cinnamon-spiked coffee runs about $11 before tip. A side of chile con queso ($5) with chips is worth splitting if there are two of you, though it leans mild.",
    },
    { type: 'heading', text: 'The Salsas' },
    {
      type: 'paragraph',
      text: "There are two house salsas and you want both. The green is a creamy tomatillo-avocado blend that cools things down; the red is a roasted chile de arbol salsa with real heat and a smoky, slightly bitter edge. Ask for an extra cup of the red to take home. Nobody has ever told us no.",
    },
    { type: 'heading', text: 'When to Go and Where to Park' },
    {
      type: 'paragraph',
      text: "Weekdays before 8:30 a.m. you will walk right up to the counter. Saturdays between 9:30 and 11 the line runs out the door, though it moves fast because the menu is short. The small lot out front fills early on weekends; the residential side streets a block south almost always have room, and it is a two-minute walk.",
    },
    { type: 'heading', text: 'What to Skip' },
    {
      type: 'paragraph',
      text: "The lunch bowls are fine but forgettable, and the fajita chicken taco came out dry on two of our three visits. Stick to anything with egg in it before 11 and the al pastor after.",
    },
    {
      type: 'tips',
      title: 'Taco Tips',
      items: [
        "Order two tacos per person, plus one extra for the table. Someone always wants it.",
        "Ask for your flour tortillas extra toasted if you are taking them to go; they hold up better in the foil.",
        "Call-in orders skip the line entirely on Saturday mornings.",
        "The salsa cups are free, so grab both colors.",
      ],
    },
  ],
  restaurants: ['austin-city-taco-co'],
} satisfies Article;
