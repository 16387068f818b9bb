/** When something happened, where no date is written: "just now", or "Recently" when unknown. */
export const dates = {
  'dates.justNow': 'just now',
  'dates.recently': 'Recently',
} as const;
