/** A rating beside its stars: "4.3" (read as "Rated 4.3 out of 5"), "No rating", "(12 reviews)". */
export const ratings = {
  'ratings.none': 'No rating',
  'ratings.rated': 'Rated ',
  'ratings.outOfFive': ' out of 5',
  'ratings.reviewCount': '({count, plural, one {# review} other {# reviews}})',
} as const;
