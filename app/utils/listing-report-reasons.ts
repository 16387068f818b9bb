/**
 * What a diner can tell us is wrong with a listing, in the order the form shows
 * them. The list grows by adding an entry: the form, its check and the desk all
 * read it, and the stored key is plain text, so a new reason needs no migration.
 * Keys are stored with each report: never rename one, retire it instead.
 */
export const LISTING_REPORT_REASONS = [
  { key: 'closed', label: 'Closed for good' },
  { key: 'hours', label: 'Hours are wrong' },
  { key: 'phone-or-website', label: 'Phone or website is wrong' },
  { key: 'moved', label: 'Moved' },
] as const;

export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number]['key'];

export const LISTING_REPORT_REASON_KEYS = LISTING_REPORT_REASONS.map((r) => r.key) as [ListingReportReason, ...ListingReportReason[]];

/** The words the form showed for a stored reason; a retired key reads as itself. */
export function listingReportReasonLabel(key: string): string {
  return LISTING_REPORT_REASONS.find((r) => r.key === key)?.label ?? key;
}

export const LISTING_REPORT_NOTE_MAX = 500;

/**
 * The field only bots fill in, hidden from people. Not `website`: browsers' autofill
 * fills that one (decision 018), and a refused report is not kept for rescue.
 */
export const LISTING_REPORT_HONEYPOT = 'reference';
