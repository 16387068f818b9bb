import type { Article } from '../types';

export default {
  slug: 'rail-yard-food-hall-opening',
  kind: 'news',
  title: 'Rail Yard Food Hall Opens on the Near Southside With 12 Stalls',
  category: 'News',
  tags: ['Openings', 'Food Hall', 'Near Southside'],
  author: 'Marcus Reyes',
  publishedAt: '2025-09-16',
  excerpt:
    "A restored freight warehouse near the rail tracks now holds a dozen food stalls, a central bar and a covered patio. Here is who is cooking and when to go.",
  intro:
    "Fort Worth has a new food hall. The Rail Yard, a restored freight warehouse just east of the tracks on the Near Southside, opened its doors last Friday with 12 food stalls, a central bar and a covered patio that already looks like the neighborhood's new meeting spot.",
  body: [
    {
      type: 'paragraph',
      text: "The building's bones are the main attraction: exposed timber trusses, tall loading-dock doors that roll up on nice days and the old freight scale preserved near the entrance. Stalls ring the main hall, and seating is a mix of long communal tables, a few booths and a mezzanine that looks down on the bar. It seats around 350 people inside and out.",
    },
    {
      type: 'paragraph',
      text: "The vendor lineup leans local. There is a Neapolitan-style pizza counter, a Vietnamese banh mi and noodle stall, a Gulf seafood shack with fried shrimp baskets and oysters, a vegan taqueria, a burger griddle, a Korean fried chicken stand and a small bakery that opens early with coffee and kolaches. Most plates are $10 to $16.",
    },
    {
      type: 'paragraph',
      text: "Barbecue fans should note the midweek pop-up stall. Ben's Triple B, the Near Eastside food truck known for selling out of brisket by early afternoon, will run a stall there on Wednesday evenings, when the truck is normally parked, through the end of the year, serving a short menu of brisket, sausage and the Triple B sandwich. The truck keeps its usual Thursday-to-Sunday schedule at the brewery lot.",
    },
    {
      type: 'paragraph',
      text: "The Rail Yard is open daily from 11 a.m., with the bakery opening at 7 a.m. and the bar open late on Fridays and Saturdays. There is a small free lot and paid parking next door, and the hall is an easy walk from the Magnolia Avenue restaurants. We stopped by on opening night, and our early picks are the fried shrimp basket and the Korean chicken wings. Expect some opening-month kinks: the lines were long, and a couple of stalls were still working out their timing.",
    },
  ],
  restaurants: ['bens-triple-b'],
} satisfies Article;
