import type { Article } from '../types';

export default {
  slug: 'mi-cocula',
  kind: 'review',
  title: 'Mi Cocula: Jalisco Cooking and Serious Margaritas on the Near Southside',
  category: 'Mexican',
  tags: ['Near Southside', 'Margaritas', 'Patio'],
  author: 'Marcus Reyes',
  publishedAt: '2023-06-13',
  excerpt:
    "Birria, molcajete platters and a margarita list built on good tequila. Why Mi Cocula is our pick when we want Mexican food that goes beyond Tex-Mex.",
  image: {
    src: '/images/articles/mi-cocula.svg',
    alt: "A steaming stone molcajete filled with grilled steak, chicken, shrimp, nopales and a melted slab of cheese, beside corn tortillas and a salt-rimmed margarita.",
  },
  intro:
    "Fort Worth runs on Tex-Mex, and we would not have it any other way. But sometimes you want food that tastes like a specific place, and Mi Cocula tastes like Jalisco. The family behind it named the restaurant for their hometown, and the menu leans on the dishes of western Mexico: slow-braised birria, grilled meats served sizzling in stone and salsas with real depth. The bar, meanwhile, takes tequila very seriously.",
  body: [
    { type: 'heading', text: 'What to Order' },
    {
      type: 'list',
      items: [
        "Birria tacos ($15 for three): braised beef in crisp, consomme-dipped tortillas with a cup of the rich broth for dunking.",
        "Molcajete for two ($38): steak, chicken, shrimp, chorizo, grilled nopales and queso fresco bubbling in a hot volcanic stone bowl.",
        "Enchiladas verdes ($15): chicken in a bright tomatillo sauce with crema. The comforting choice.",
        "Tacos al pastor ($13): marinated pork with pineapple, onion and cilantro on corn tortillas.",
        "Queso fundido with chorizo ($11): a skillet of melted cheese to scoop with warm tortillas.",
      ],
    },
    {
      type: 'paragraph',
      text: "The salsa trio that comes with the chips is a highlight, especially the smoky chile de arbol. Skip the fajitas, which are fine but ordinary next to the molcajete, and the combination plates, which play it too safe for this kitchen.",
    },
    { type: 'heading', text: 'The Margaritas' },
    {
      type: 'paragraph',
      text: "The house margarita ($10) uses 100 percent agave tequila and fresh lime, and it tastes like it. The spicy cucumber version ($12) is our summer order. Tequila and mezcal drinkers should look at the sipping list, where pours start around $9, and ask for a flight if you want to compare a blanco, a reposado and an anejo. Happy hour, 3 to 6 p.m. weekdays, brings house margaritas down to $6.",
    },
    { type: 'heading', text: 'The Room and Who It Suits' },
    {
      type: 'paragraph',
      text: "The dining room is colorful and lively, with a patio that fills quickly on mild evenings. It is a great group dinner spot and a fun date night if you sit on the patio. Families are welcome, with a kids' menu for $7 and plenty of cheese quesadillas flying out of the kitchen. Weekend nights get loud.",
    },
    { type: 'heading', text: 'When to Go and Parking' },
    {
      type: 'paragraph',
      text: "Friday and Saturday from 6:30 to 8:30 p.m. brings a wait of 30 to 60 minutes, and big groups should call ahead. Weekday happy hour and Sunday lunch are easy. There is a shared lot that fills fast, plus free street parking on the residential blocks nearby; be ready to walk a couple of minutes.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Order the molcajete for two and a side of birria tacos to share.",
        "Ask for the chile de arbol salsa if it does not come with your chips.",
        "Try a tequila flight before committing to a full pour.",
        "Come at happy hour on a weekday for the best prices and no wait.",
      ],
    },
  ],
  restaurants: ['mi-cocula'],
} satisfies Article;
