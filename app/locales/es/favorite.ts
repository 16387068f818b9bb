import type { favorite as english } from '../en/favorite';

export const favorite: Record<keyof typeof english, string> = {
  'favorite.add': 'Agregar a favoritos',
  'favorite.remove': 'Quitar de favoritos',
  'favorite.want': 'Quiero ir',
  'favorite.want.add': 'Agregar a ',
  'favorite.want.remove': 'Quitar de ',
  'favorite.been': 'Ya fui',
  'favorite.been.add': 'Marcar como ',
  'favorite.been.remove': 'Quitar de ',
};
