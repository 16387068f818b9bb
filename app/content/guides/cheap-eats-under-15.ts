import type { Guide } from '../types';

const guide: Guide = {
  slug: 'cheap-eats-under-15',
  title: 'Cheap eats under $15',
  summary: 'A full meal, drink included, for fifteen dollars or less: twelve places that make a tight budget taste good.',
  intro:
    'Every order below comes in under $15 a person with a drink, checked against the menus this fall. Prices creep, so we recheck the list every season and say so in the Changes below.\n\nCash helps at a few of the counters; **most take cards**.',
  author: 'Callie Brooks',
  publishedAt: '2026-01-24',
  updatedAt: '2026-10-30',
  image: { src: '/images/articles/siam-orchid-lunch.svg', alt: 'A lunch special of curry, rice and a spring roll' },
  places: [
    { restaurant: 'banh-mi-bodega', note: 'Lemongrass pork on a baguette baked that morning, for about eight dollars. Add the iced coffee.' },
    { restaurant: 'chaat-corner', note: 'Fill your own pani puri and follow it with vada pav. Nothing on the menu tests the budget.' },
    { restaurant: 'sundance-slice-house', note: 'A foldable New York slice for under five dollars, two if you are hungry, still under ten.' },
    { restaurant: 'liege-waffle-haus', note: 'A chewy pearl-sugar waffle for six dollars: dessert or breakfast, nobody is judging.' },
    { restaurant: 'rosedale-griddle-grill', note: 'Chicken-fried steak and eggs with gravy at a twelve-stool counter, for around thirteen dollars.' },
    { restaurant: 'santorini-gyro-co', note: 'Lamb-and-beef gyros shaved off the spit for under twelve, built for the downtown lunch rush.' },
    { restaurant: 'molino-masa-co', note: 'Three tacos on fresh heirloom masa and an agua fresca, and change back from fifteen.' },
    { restaurant: 'chiang-mai-noodle-house', note: 'The boat noodle soup, dark and fragrant with star anise, for about twelve dollars.' },
    { restaurant: 'mo-station-grill', note: 'Thin griddled patties and hand-cut fries in a grease-spotted sack. The good kind.' },
    { restaurant: 'kincaids-hamburgers', note: 'The half-pound burger in an old grocery store, eaten standing at the former shelves if you must.' },
    { restaurant: 'biscuit-mercantile', note: 'A tall buttermilk biscuit with fried chicken and pepper jelly is a whole meal for about ten dollars.' },
    { restaurant: 'tia-chonas-texmex', note: 'A combination plate off a decades-old steam table, rice and beans included, still under the line.' },
  ],
  log: [
    { on: '2026-04-11', kind: 'removed', restaurant: 'Maki Mart', reason: 'a bowl with a drink now runs over $15' },
    { on: '2026-04-11', kind: 'added', restaurant: 'Chiang Mai Noodle House' },
    { on: '2026-10-30', kind: 'note', reason: 'Rechecked every price for fall' },
  ],
};

export default guide;
