/**
 * The heart and the Want to go / Been toggles (app/components/favorite-button.tsx),
 * on cards and the restaurant page alike: sent with every page, like the layout.
 * A toggle reads "Add to" + "Want to go", so each prefix is followed by a space.
 */
export const saving = {
  'saving.addFavorite': 'Add to Favorites',
  'saving.removeFavorite': 'Remove from Favorites',
  'saving.want': 'Want to go',
  'saving.wantAdd': 'Add to',
  'saving.wantRemove': 'Remove from',
  'saving.been': 'Been',
  'saving.beenAdd': 'Mark as',
  'saving.beenRemove': 'Remove from',
} as const;
