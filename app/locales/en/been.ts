/** A Been place's day and private note (app/routes/resources.list-entry/been-details-form.tsx), on the restaurant page and /lists. */
export const been = {
  "been.formLabel": "When you went to {name}, and your note",
  "been.dayLabel": "The day you went (optional)",
  "been.noteLabel": "Private note (only you see it)",
  "been.save": "Save day and note",
  "been.saving": "Saving...",
  "been.loading": "Loading the form…",
  "been.dayFormat": "Enter the day as YYYY-MM-DD",
  "been.realDay": "Enter a real day",
  "been.after1900": "Enter a day after 1900",
  "been.notYet": "That day has not come yet in Fort Worth",
  "been.noteTooLong": "Keep the note to {max} characters",
  "been.notListed": "That restaurant is not listed.",
  "been.saved": "Been saved",
  "been.savedText": "Your day and note are kept for you alone.",
} as const;
