import type { Article } from '../types';

export default {
  slug: 'america-gardens',
  kind: 'review',
  title: 'America Gardens: A Near Eastside Patio Bar Built for Long Evenings',
  category: 'Patio Bar',
  tags: ['Near Eastside', 'Patio', 'Happy Hour'],
  author: 'Callie Brooks',
  publishedAt: '2020-10-06',
  excerpt:
    "String lights, picnic tables under big pecan trees and cold beer at fair prices. America Gardens is the patio we recommend when the weather finally breaks.",
  image: {
    src: '/images/articles/america-gardens.svg',
    alt: "A wide gravel patio at dusk with string lights hanging between pecan trees, picnic tables, a small outdoor bar and a few people sitting with drinks.",
  },
  intro:
    "Fort Worth has two great patio seasons, and October is the better one. When the first cool front rolls through, we head to America Gardens, a gravel-and-picnic-table patio bar on the Near Eastside where the trees are old, the lights are strung overhead and nobody is in a hurry. It is part beer garden, part backyard party and one of the easiest places in town to lose an evening.",
  body: [
    { type: 'heading', text: 'The Space' },
    {
      type: 'paragraph',
      text: "The bar itself is small, a converted bungalow with a walk-up window. The real room is outside: a big shaded yard with picnic tables, a few fire pits, yard games and a small stage in the corner for weekend music. Dogs are welcome on leash and there is a water bowl by the gate. When it rains, there is a covered section, but it fills quickly.",
    },
    { type: 'heading', text: 'What to Drink' },
    {
      type: 'list',
      items: [
        "Local drafts ($5 to $7): a rotating dozen from Fort Worth and Dallas breweries, with at least one lager and one sour on at any time.",
        "Frozen ranch water ($8): tequila, lime and soda, slushed. Dangerously easy in September.",
        "House old fashioned ($10): made with a Texas bourbon and served over one big cube.",
        "Canned wine and cider ($6): for the friend who does not drink beer.",
      ],
    },
    {
      type: 'paragraph',
      text: "Happy hour runs 4 to 7 p.m. Monday through Friday with $2 off drafts and wells. Skip the sugary seasonal cocktails on the chalkboard, which lean sweet and cost more than they should.",
    },
    { type: 'heading', text: 'Food' },
    {
      type: 'paragraph',
      text: "There is a short snack menu from the window: soft pretzels with beer cheese ($9), loaded nachos ($11) and a decent smash burger ($12). It is bar food, not a destination, and most weekends a taco or barbecue truck parks out front. Check the chalkboard at the gate to see who is there. Eat first if you are very hungry and the truck line is long.",
    },
    { type: 'heading', text: 'Who It Suits' },
    {
      type: 'paragraph',
      text: "It is a great first-date spot because it is casual, cheap and loud enough that silences are not awkward. Groups love it for birthdays since you can push picnic tables together. Families come early on weekend afternoons; by 9 p.m. it becomes a grown-up crowd.",
    },
    { type: 'heading', text: 'When to Go and Parking' },
    {
      type: 'paragraph',
      text: "Weeknight happy hour is the sweet spot: plenty of tables, shade and a breeze. Saturdays after 8 p.m. get crowded, especially with live music. There is a small gravel lot and free street parking on the surrounding residential blocks; be considerate of driveways, because neighbors do call.",
    },
    {
      type: 'tips',
      title: 'Tips for Your Visit',
      items: [
        "Bring a light jacket in fall; it cools off fast after sunset.",
        "Bug spray in summer. The trees are beautiful; the mosquitoes agree.",
        "Claim a table near the fire pits on chilly nights.",
        "Bring your dog on a weekday when the yard is calmer.",
      ],
    },
  ],
  restaurants: ['america-gardens'],
} satisfies Article;
