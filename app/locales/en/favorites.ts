/** The diner's favorites page (app/routes/favorites.tsx). */
export const favorites = {
  'favorites.title': 'My Favorites',
  'favorites.description': 'The Fort Worth restaurants you saved.',
  'favorites.signInRequired': 'Sign In Required',
  'favorites.signInText': 'Please sign in with Facebook to view and manage your favorite restaurants.',
  'favorites.signIn': 'Sign in with Facebook',
  'favorites.browse': 'Browse Restaurants',
  'favorites.none': 'No Favorites Yet',
  'favorites.noneText': 'Tap the heart on any restaurant to keep it here.',
  'favorites.explore': 'Explore Restaurants',
  'favorites.count': '{count, plural, one {# saved restaurant} other {# saved restaurants}}',
} as const;
