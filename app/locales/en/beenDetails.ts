/** A Been place's day and private note (app/routes/resources.list-entry/been-details-form.tsx). */
export const beenDetails = {
  'beenDetails.formLabel': 'When you went to {name}, and your note',
  'beenDetails.day': 'The day you went (optional)',
  'beenDetails.note': 'Private note (only you see it)',
  'beenDetails.save': 'Save day and note',
  'beenDetails.saving': 'Saving...',
  'beenDetails.loading': 'Loading the form…',
} as const;
