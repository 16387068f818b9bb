import type { Guide } from '../types';

const guide: Guide = {
  slug: 'best-brisket-fort-worth',
  title: 'Best brisket in Fort Worth',
  summary: 'Seven pits we would drive across town for, from peppery prime brisket to Llano-style chopped beef.',
  intro:
    'Fort Worth argues about brisket the way other cities argue about football. We ate the moist and the lean at every pit on this list at least twice, once at opening and once late in the day, because brisket that holds up at 2 p.m. is the real test.\n\nGo early: the best of these sell out, and **sold out means sold out**.',
  author: 'Marcus Reyes',
  publishedAt: '2026-05-16',
  updatedAt: '2026-10-04',
  image: { src: '/images/articles/fort-worth-brisket-showdown.svg', alt: 'Sliced brisket with a dark pepper bark on butcher paper' },
  places: [
    { restaurant: 'panther-city-bbq', note: 'The benchmark. Prime brisket with a thick pepper crust and fat that melts at the touch; ask for a slice from the point.' },
    { restaurant: 'coopers-old-time-pit-barbque', note: 'Pick your cut straight off the open pit outside, then let them dunk it in sauce. Louder, smokier and more Hill Country than anywhere in town.' },
    { restaurant: 'heim-barbecue', note: 'Come for the bacon burnt ends, stay for brisket that is as even at the lean end as at the fatty one.' },
    { restaurant: 'trinity-post-oak-smokehouse', note: 'Post oak only, sliced thick, with pickled red onion to cut the richness and skillet cornbread on the side.' },
    { restaurant: 'bens-triple-b', note: 'A truck and an offset smoker in a brewery lot: the brisket is peppery and the jalapeño-cheddar sausage is a must-add.' },
    { restaurant: 'bowie-brick-pit', note: 'Less competition-style, more Sunday supper. A tender brisket plate that feeds a family without a wait.' },
    { restaurant: 'sundance-smokehouse-saloon', note: 'When out-of-town guests want brisket downtown with a full bar and a band upstairs, this is the easy yes.' },
  ],
  log: [
    { on: '2026-08-09', kind: 'added', restaurant: 'Trinity Post Oak Smokehouse' },
    { on: '2026-10-04', kind: 'note', reason: 'Ate at every pit again after the summer heat' },
  ],
};

export default guide;
