import type { favorite as english } from '../en/favorite';

export const favorite: Record<keyof typeof english, string> = {
  'favorite.toast.invalid': 'Elige un restaurante para agregarlo a tus favoritos.',
  'favorite.toast.invalidList': 'Elige un restaurante y una lista (quiero ir o ya fui).',
  'favorite.toast.loginRequired': 'Inicia sesión',
  'favorite.toast.loginToFavorite': 'Inicia sesión para agregar restaurantes a tus favoritos',
  'favorite.toast.loginToList': 'Inicia sesión para llevar tus listas Quiero ir y Ya fui',
  'favorite.toast.notUpdated': 'No se actualizaron tus favoritos',
  'favorite.toast.listsNotUpdated': 'No se actualizaron tus listas',
  'favorite.toast.notSaved': 'No pudimos guardar ese cambio. Inténtalo de nuevo.',
};
