/**
 * A restaurant on a listing (home, search, cuisine pages, favorites, lists): the
 * cards, the numbered places of a list, and the filters every listing shares.
 */
export const card = {
  'card.serves': '{name} serves {cuisine} food in {place}.',
  'card.friendsSaved': '{count, plural, one {# friend saved this} other {# friends saved this}}',
  'card.order': 'Order:',
  'card.viewRestaurant': 'View restaurant →',
  'card.website': 'Website',
  'card.websiteOf': 'of {name} (opens in a new tab)',
  'card.reservations': 'Reservations',
  'card.reservationsAt': 'at {name} (opens in a new tab)',
  'card.permanentlyClosed': 'Permanently closed',
  'card.wentOn': 'Went on',
} as const;
