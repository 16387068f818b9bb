/** The reasons a diner may give when reporting a review or photo, or a listing that is wrong. */
export const reports = {
  'reports.reason.spam': 'Spam or advertising',
  'reports.reason.off-topic': 'Not about this restaurant',
  'reports.reason.hateful': 'Hateful or harassing',
  'reports.reason.private-information': 'Shares private information',
  'reports.reason.conflict-of-interest': 'Written by the owner, staff or a competitor',
  'reports.listing.closed': 'Closed for good',
  'reports.listing.hours': 'Hours are wrong',
  'reports.listing.phone-or-website': 'Phone or website is wrong',
  'reports.listing.moved': 'Moved',
  'reports.listing.detail': 'A detail is wrong',
  'reports.detail.dishes': 'What to order',
  'reports.detail.happy-hour': 'Happy hour',
  'reports.detail.special-hours': 'Holiday hours',
  'reports.detail.price-per-person': 'Price per person',
} as const;
