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
  'business.noClaims': 'Sin reclamos.',
};
