import type { follow as english } from '../en/follow';

export const follow: Record<keyof typeof english, string> = {
  'follow.button': 'Seguir esta búsqueda',
  'follow.buttonHint': 'Lugares nuevos y cambios, en tu lector de feeds.',
  'follow.everything': 'Todo lo de la guía',
  'follow.words': 'Búsqueda: “{q}”',
  'follow.perPerson': '{band} por persona',
  'follow.rating': '{stars, plural, one {# estrella o más} other {# estrellas o más}}',
  'follow.feedTitle': 'Siguiendo {search} en Fort Worth Eats',
};
