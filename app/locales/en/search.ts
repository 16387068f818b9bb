/** The search page (app/routes/search.tsx). */
export const search = {
  'search.title': 'Search',
  'search.titleFor': '“{q}” | Search',
  'search.description': 'Search Fort Worth restaurants, reviews and news.',
  'search.submit': 'Search',
  'search.hint': 'Type a restaurant, dish, cuisine or neighborhood, for example “brisket”, “ramen” or “Magnolia”.',
  'search.noResults': 'No results for “{q}”',
  'search.noResultsHelp': 'Check the spelling, try a shorter word, or browse the {link}.',
  'search.directoryLink': 'restaurant directory',
  'search.foundFor': '{found} for “{q}”',
  'search.guideCount': '{count, plural, one {# guide} other {# guides}}',
  'search.restaurantCount': '{count, plural, one {# restaurant} other {# restaurants}}',
  'search.articleCount': '{count, plural, one {# review or news story} other {# reviews or news stories}}',
  // The last two of the counts: "7 restaurants and 8 reviews or news stories".
  'search.listEnd': '{rest} and {last}',
  'search.guides': 'Guides',
  'search.reviewsAndNews': 'Reviews and news',
  'search.restaurants': 'Restaurants',
  'search.slice': '{first}–{last} of {total}',
  'search.pages': 'Search result pages',
} as const;
