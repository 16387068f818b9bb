/** What the lists' own forms answer (a Been place's day and note, sharing a list): app/modules/diner-list-forms.server.ts. */
export const listForms = {
  'listForms.error.dayFormat': 'Enter the day as YYYY-MM-DD',
  'listForms.error.realDay': 'Enter a real day',
  'listForms.error.after1900': 'Enter a day after 1900',
  'listForms.error.future': 'That day has not come yet in Fort Worth',
  'listForms.error.noteTooLong': 'Keep the note to {max} characters',
  'listForms.error.title': 'Give the list a title',
  'listForms.error.titleTooLong': 'Keep the title to {max} characters',
  'listForms.error.notListed': 'That restaurant is not listed.',
  'listForms.toast.loginRequired': 'Login required',
  'listForms.toast.loginRequiredText': 'Please login to keep your lists',
  'listForms.toast.notUpdated': 'Lists not updated',
  'listForms.toast.notUpdatedText': 'We could not save that change. Please try again.',
  'listForms.toast.beenSaved': 'Been saved',
  'listForms.toast.beenSavedText': 'Your day and note are kept for you alone.',
} as const;
