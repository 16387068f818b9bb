import type { business as english } from '../en/business';

export const business: Record<keyof typeof english, string> = {
  'business.title': 'Para negocios',
  'business.pitch':
    '¿Tienes o manejas un restaurante en Fort Worth? Reclama su ficha y mantén tú mismo su horario, fechas especiales y datos al día: se ven al instante, marcados como actualizados por el dueño. Las fichas son gratis; las reseñas, calificaciones y las palabras de los editores siguen siendo independientes.',
  'business.signIn': 'Continuar con Facebook',
  'business.notListed': '¿Todavía no aparece?',
  'business.add': 'Agregar un restaurante',
  'business.yourPlaces': 'Tus lugares',
  'business.noPlaces': 'Todavía no manejas ninguna ficha.',
  'business.claimOne': 'Busca tu restaurante y reclámalo',
  'business.yourClaims': 'Tus reclamos',
  'business.claimState':
    '{state, select, open {esperando a los editores} approved {aprobado} declined {rechazado} revoked {revocado} withdrawn {retirado} other {{state}}}',
  'business.find.title': 'Reclama tu negocio',
  'business.find.description': 'Busca tu restaurante de Fort Worth en la guía y reclama su página para mantener al día su horario y sus datos.',
  'business.find.intro':
    'Busca tu restaurante y luego reclámalo. Un editor verifica cada reclamo con el teléfono o el dominio web que ya tiene la página antes de que puedas cambiar algo.',
  'business.find.label': 'Busca tu restaurante',
  'business.find.search': 'Buscar',
  'business.find.claim': 'Reclamar',
  'business.find.none': 'No hay ningún restaurante con un nombre como “{query}”.',
  'business.find.addYours': 'Agrega tu restaurante',
  'business.find.thenClaim': 'y reclámalo cuando ya aparezca en la guía.',
  'business.noClaims': 'Sin reclamos.',
};
