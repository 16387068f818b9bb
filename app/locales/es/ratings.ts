import type { ratings as english } from '../en/ratings';

export const ratings: Record<keyof typeof english, string> = {
  'ratings.none': 'Sin calificación',
  'ratings.rated': 'Calificación: ',
  'ratings.outOfFive': ' de 5',
  'ratings.reviewCount': '({count, plural, one {# reseña} other {# reseñas}})',
};
