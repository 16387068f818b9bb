/** What a listing's owners alone see under its reviews: the reply link and their reply's state (sent only to them). */
export const ownerReply = {
  'ownerReply.replyAsOwner': 'Reply as the owner',
  'ownerReply.replyTo': ' to {name}',
  'ownerReply.yourOwnerReply': 'Your reply as the owner',
  'ownerReply.replyPending': 'Waiting for an editor. Only owners of this place see it until then.',
  'ownerReply.replyRejected': 'Not published: {reason}.',
  'ownerReply.replyDeclined': 'Not published: an editor declined it.',
  'ownerReply.replyHidden': 'Hidden by our editors: {reason}. Only owners of this place see it.',
  'ownerReply.reported': 'reported',
  'ownerReply.editReply': 'Edit your reply',
  'ownerReply.rewriteReply': 'Rewrite and send again',
} as const;
