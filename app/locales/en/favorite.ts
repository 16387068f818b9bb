/** The heart and the Want to go / Been toggles, on every card and the restaurant page (the root sends them). */
export const favorite = {
  'favorite.toast.invalid': 'Choose a restaurant to add to your favorites.',
  'favorite.toast.invalidList': 'Choose a restaurant and a list (want or been).',
  'favorite.toast.loginRequired': 'Login required',
  'favorite.toast.loginToFavorite': 'Please login to add restaurants to favorites',
  'favorite.toast.loginToList': 'Please login to keep your Want to go and Been lists',
  'favorite.toast.notUpdated': 'Favorites not updated',
  'favorite.toast.listsNotUpdated': 'Lists not updated',
  'favorite.toast.notSaved': 'We could not save that change. Please try again.',
} as const;
