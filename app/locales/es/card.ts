import type { card as english } from '../en/card';

export const card: Record<keyof typeof english, string> = {
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
};
