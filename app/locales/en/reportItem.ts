/** Reporting a review, a photo or an owner's reply (app/routes/report.$entity.$id.tsx). */
export const reportItem = {
  'reportItem.title': 'Report a problem',
  'reportItem.backTo': 'Back to {name}',
  'reportItem.heading': "{kind, select, review {Report a review} photo {Report a photo} other {Report the owner's reply}}",
  'reportItem.what': '{kind, select, reply {The reply from the owner of {restaurant}:} review {Review by {author} of {restaurant}:} other {Photo by {author} of {restaurant}:}}',
  'reportItem.rules': 'Editors hide what breaks these rules. They never hide an honest opinion because it is negative.',
  'reportItem.reasonLegend': 'What is wrong with it?',
  'reportItem.noteLabel': 'Anything the editors should know (optional)',
  'reportItem.send': 'Send report',
  'reportItem.error.reason': 'Choose what is wrong with it.',
  'reportItem.error.noteTooLong': 'Please keep it under {max} characters.',
  'reportItem.error.yours': 'This is yours: you can edit or delete it instead.',
  'reportItem.toast.thanks': 'Thanks for telling us',
  'reportItem.toast.thanksText': 'An editor will look at it. We never remove a review for being negative.',
} as const;
