import type { card as english } from '../en/card';

export const card: Record<keyof typeof english, string> = {
  'card.happyHourNow': 'Happy hour ahora',
  'card.aboutPerPerson': 'Unos ${price} por persona',
  'card.matchesFilters': 'Cumple tus filtros:',
  'card.serves': '{name} sirve comida {cuisine} en {place}.',
  'card.friendsSaved': '{count, plural, one {# amigo lo guardó} other {# amigos lo guardaron}}',
  'card.order': 'Pide:',
  'card.viewRestaurant': 'Ver restaurante →',
  'card.website': 'Sitio web',
  'card.websiteOf': 'de {name} (se abre en otra pestaña)',
  'card.reservations': 'Reservaciones',
  'card.reservationsAt': 'en {name} (se abre en otra pestaña)',
  'card.permanentlyClosed': 'Cerrado definitivamente',
  'card.wentOn': 'Fuiste el',
  'card.moreFilters': 'Más filtros',
  'card.when': 'Cuándo',
  'card.openNow': 'Abierto ahora',
  'card.pricePerPerson': 'Precio por persona',
  'card.anyPrice': 'Cualquiera',
};
