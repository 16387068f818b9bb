import type { Article } from '../types';

export default {
  slug: 'margarita-funkytown',
  kind: 'review',
  title: "The Best Margarita in Funkytown: Happy Hour at Joe T. Garcia's",
  category: 'Happy Hour',
  tags: ['Margaritas', 'Northside', 'Patios'],
  author: 'Callie Brooks',
  publishedAt: '2022-04-12',
  excerpt:
    "Fountains, string lights, a garden patio the size of a city block and a rocks margarita that still sets the standard. Our guide to happy hour at Joe T. Garcia's.",
  image: {
    src: '/images/articles/margarita-funkytown.svg',
    alt: "Two salt-rimmed margaritas on the rocks on a tiled table in a garden patio with a fountain and string lights behind them.",
  },
  intro:
    "Ask ten Fort Worth natives where to get a margarita and at least six will say Joe T. Garcia's before you finish the question. The Northside institution has been pouring them for generations, and the sprawling garden patio is still the best place in town to watch a weekday evening turn into a weekend one. We went back for a week of happy hours to see if the legend holds. It does.",
  body: [
    { type: 'heading', text: 'Frozen or Rocks?' },
    {
      type: 'paragraph',
      text: "Rocks, every time. The house margarita on the rocks is tart, cold and strong, made with a straightforward silver tequila, fresh lime and a little orange liqueur, with coarse salt on the rim. The frozen version is sweeter and slushier and has its fans, especially in August, but the rocks pour is the one that made the place famous. During happy hour a rocks margarita runs about $9 and a pitcher about $38, which pours six generous glasses.",
    },
    { type: 'heading', text: 'When Happy Hour Happens' },
    {
      type: 'paragraph',
      text: "Happy hour runs Monday through Friday from 3 to 6 p.m. on the patio and in the bar. Get there by 4:30 if you want a table near the pool and fountains; by 5:30 on a Friday the garden is full of office groups, birthday parties and couples who have been coming here since their first date. Weekends are a different animal, with waits of an hour or more for dinner, so save those for when you have time to linger.",
    },
    { type: 'heading', text: 'What to Eat With It' },
    {
      type: 'list',
      items: [
        "Guacamole ($9): chunky, lightly seasoned and the right partner for a salty rim.",
        "Nachos ($10): old-school, each chip built individually with beans, cheese and a jalapeno slice.",
        "The family-style dinner ($18 per person): cheese enchiladas, beef tacos, rice, beans, guacamole and warm tortillas, passed around the table. It is the classic order and the reason people bring their parents.",
        "Fajitas ($24 for one): a sizzling skillet of beef or chicken with onions and peppers if you want something more substantial.",
      ],
    },
    {
      type: 'paragraph',
      text: "The food is comforting rather than cutting-edge, and that is fine. Nobody comes here for a tasting menu. What to skip: the chile relleno, which was greasy on our visit, and dessert, since you will be too full anyway.",
    },
    { type: 'heading', text: 'Parking' },
    {
      type: 'paragraph',
      text: "The main lot fills early, and the overflow lots across the street take the rest. On busy nights there is an attendant waving cars in; have a few dollars ready for weekend parking. If you are planning a pitcher, rideshare is the smarter move anyway, and the front entrance makes for an easy pickup.",
    },
    {
      type: 'rating',
      title: 'Our Rating',
      stars: 5,
      summary:
        "A tart, cold, properly strong rocks margarita in the prettiest garden patio in Fort Worth. Happy hour here is a local rite of passage and still worth every minute of the wait.",
    },
    {
      type: 'visit',
      title: 'Visit',
      restaurant: 'joe-t-garcias',
      note: 'Happy hour Monday through Friday, 3 to 6 PM, on the patio and in the bar.',
    },
    {
      type: 'tips',
      title: 'Margarita Tips',
      items: [
        "Order a pitcher for three or more people; it is cheaper than rounds.",
        "Ask for a table in the garden near the fountains, not in the indoor dining rooms.",
        "Arrive by 4:30 on Fridays to beat the after-work crowd.",
      ],
    },
  ],
  restaurants: ['joe-t-garcias'],
} satisfies Article;
