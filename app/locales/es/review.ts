import type { review as english } from '../en/review';

export const review: Record<keyof typeof english, string> = {
  'review.you': 'Tú',
  'review.friend': 'Amigo',
  'review.edited': '(editada)',
  'review.rated': 'Calificación: {rating} de 5',
  'review.hidden': 'Oculta por nuestros editores: {reason}. Solo tú puedes ver esta reseña.',
  'review.report': 'Reportar',
  'review.reportWhich': ' esta reseña de {name}',
  'review.ownerReply': 'Respuesta del dueño · ',
  'review.reportOwnerReply': ' la respuesta del dueño a {name}',
};
