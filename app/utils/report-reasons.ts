/** The reasons a diner may give for a report, in the words the form and the desk show. Never "I disagree". */
export const REPORT_REASONS = {
  spam: 'Spam or advertising',
  'off-topic': 'Not about this restaurant',
  hateful: 'Hateful or harassing',
  'private-information': 'Shares private information',
  'conflict-of-interest': 'Written by the owner, staff or a competitor',
} as const;

export type ReportReason = keyof typeof REPORT_REASONS;
