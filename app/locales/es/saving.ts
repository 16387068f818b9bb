import type { saving as english } from '../en/saving';

export const saving: Record<keyof typeof english, string> = {
  'saving.addFavorite': 'Agregar a Favoritos',
  'saving.removeFavorite': 'Quitar de Favoritos',
  'saving.want': 'Quiero ir',
  'saving.wantAdd': 'Agregar a',
  'saving.wantRemove': 'Quitar de',
  'saving.been': 'Ya fui',
  'saving.beenAdd': 'Marcar como',
  'saving.beenRemove': 'Quitar de',
};
