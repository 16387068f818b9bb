import type { Article } from '../types';

export default {
  slug: 'openings-closings-winter-2026',
  kind: 'news',
  title: 'Openings and Closings: What Is Changing in Fort Worth This Winter',
  category: 'News',
  tags: ['Openings', 'Closings', 'Near Southside'],
  author: 'Marcus Reyes',
  publishedAt: '2026-01-13',
  excerpt:
    "Hatsuyuki adds weekend lunch, Wabi House starts serving ramen at noon, Blackland Distillery's tasting room goes dark for six weeks and a Camp Bowie lunch counter says goodbye.",
  intro:
    "January is usually a quiet month for restaurant news, but not this year. Here is our roundup of what is opening, what is changing and what is closing around Fort Worth as 2026 gets underway.",
  body: [
    { type: 'heading', text: 'Openings and Expansions' },
    {
      type: 'paragraph',
      text: "Hatsuyuki Handroll Bar, the Near Southside counter that serves nothing but temaki, has added lunch service on Saturdays and Sundays from noon to 3 p.m. and switched to a text waitlist for walk-ins. The lunch menu is built around the same five-roll set as dinner, and it is first come, first served. If you have struggled to get a dinner seat at the counter, weekend lunch is the easiest way in.",
    },
    {
      type: 'paragraph',
      text: "Wabi House, best known for its late kitchen on Friday and Saturday nights, now opens for lunch Tuesday through Saturday at 11 a.m. The lunch menu keeps the tonkotsu and spicy miso bowls and adds a rice bowl with the gochujang-glazed fried chicken, and the bar has added a short list of Japanese whiskey highballs. Good news for anyone who works near Park Place.",
    },
    { type: 'heading', text: 'Temporary Closures' },
    {
      type: 'paragraph',
      text: "Blackland Distillery's tasting room will close from January 19 for about six weeks while the distillery installs a second still and expands its patio. Bottle sales will continue through a pickup window on Saturdays, and the tasting room is expected to reopen in early March with a larger small-plates menu. Tours will resume at the same time.",
    },
    { type: 'heading', text: 'Closings' },
    {
      type: 'paragraph',
      text: "The Bluebonnet Lunch Counter on Camp Bowie will serve its last plate on January 31 after 26 years. The owners, who have run the tiny meat-and-three since the late 1990s, say they are retiring, and they have no plans to sell the name. If you want one more chicken-fried steak and a slice of buttermilk pie, go soon and go early; the line has been out the door since the announcement.",
    },
    {
      type: 'paragraph',
      text: "Know of an opening or closing we missed? Send us a note through the contact page. We read every message.",
    },
  ],
  restaurants: ['hatsuyuki-handroll-bar', 'wabi-house', 'blackland-distillery'],
} satisfies Article;
