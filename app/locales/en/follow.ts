/** "Follow this search" on the listings, and a followed search said in words (issue 44). */
export const follow = {
  'follow.button': 'Follow this search',
  'follow.buttonHint': 'New places and changes, in your feed reader.',
  'follow.everything': 'Everything in the guide',
  'follow.words': 'Search: “{q}”',
  'follow.perPerson': '{band} a person',
  'follow.rating': '{stars, plural, one {# star and up} other {# stars and up}}',
  'follow.feedTitle': 'Following {search} on Fort Worth Eats',
} as const;
