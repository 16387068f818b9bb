import type { favorites as english } from '../en/favorites';

export const favorites: Record<keyof typeof english, string> = {
  'favorites.title': 'Mis favoritos',
  'favorites.description': 'Los restaurantes de Fort Worth que guardaste.',
  'favorites.signInRequired': 'Inicia sesión',
  'favorites.signInText': 'Inicia sesión con Facebook para ver y organizar tus restaurantes favoritos.',
  'favorites.signIn': 'Entrar con Facebook',
  'favorites.browse': 'Ver restaurantes',
  'favorites.none': 'Todavía no tienes favoritos',
  'favorites.noneText': 'Toca el corazón de cualquier restaurante para guardarlo aquí.',
  'favorites.explore': 'Explorar restaurantes',
  'favorites.count': '{count, plural, one {# restaurante guardado} other {# restaurantes guardados}}',
};
