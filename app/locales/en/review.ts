/** One diner's review and the owner's published reply under it, wherever a review shows (the root sends them). */
export const review = {
  'review.you': 'You',
  'review.friend': 'Friend',
  'review.edited': '(edited)',
  'review.rated': 'Rated {rating} out of 5',
  'review.hidden': 'Hidden by our editors: {reason}. Only you can see this review.',
  'review.report': 'Report',
  'review.reportWhich': ' this review by {name}',
  'review.ownerReply': 'Reply from the owner · ',
  'review.reportOwnerReply': " the owner's reply to {name}",
} as const;
