/** The heart and the Want to go / Been toggles, on every card and the restaurant page (the root sends them). */
export const favorite = {
  'favorite.add': 'Add to Favorites',
  'favorite.remove': 'Remove from Favorites',
  'favorite.want': 'Want to go',
  'favorite.want.add': 'Add to ',
  'favorite.want.remove': 'Remove from ',
  'favorite.been': 'Been',
  'favorite.been.add': 'Mark as ',
  'favorite.been.remove': 'Remove from ',
} as const;
