import type { ownerReply as english } from '../en/ownerReply';

export const ownerReply: Record<keyof typeof english, string> = {
  'ownerReply.replyAsOwner': 'Responder como dueño',
  'ownerReply.replyTo': ' a {name}',
  'ownerReply.yourOwnerReply': 'Tu respuesta como dueño',
  'ownerReply.replyPending': 'Esperando a un editor. Hasta entonces, solo los dueños de este lugar la ven.',
  'ownerReply.replyRejected': 'No publicada: {reason}.',
  'ownerReply.replyDeclined': 'No publicada: un editor la rechazó.',
  'ownerReply.replyHidden': 'Oculta por nuestros editores: {reason}. Solo los dueños de este lugar la ven.',
  'ownerReply.reported': 'reportada',
  'ownerReply.editReply': 'Edita tu respuesta',
  'ownerReply.rewriteReply': 'Reescríbela y envíala de nuevo',
};
