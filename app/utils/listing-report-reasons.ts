import { reports as english } from '~/locales/en/reports';
import { FACTS, isFactKey } from './facts';
import type { Translate } from './i18n';

/**
 * What a diner can tell us is wrong with a listing, in the order the form shows
 * them. The list grows by adding an entry: the form, its check and the desk all
 * read it, and the stored key is plain text, so a new reason needs no migration.
 * Keys are stored with each report: never rename one, retire it instead.
 */
export const LISTING_REPORT_REASONS = [
  { key: 'closed', label: english['reports.listing.closed'] },
  { key: 'hours', label: english['reports.listing.hours'] },
  { key: 'phone-or-website', label: english['reports.listing.phone-or-website'] },
  { key: 'moved', label: english['reports.listing.moved'] },
  { key: 'detail', label: english['reports.listing.detail'] },
] as const;

export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number]['key'];

/** The details a diner can say are wrong, for the reason "A detail is wrong". Keys are stored: never rename one. */
const OTHER_DETAILS = ['dishes', 'happy-hour', 'special-hours', 'price-per-person'] as const;
export const LISTING_REPORT_DETAILS: ReadonlyArray<{ key: string; label: string }> = [
  ...FACTS.map((fact) => ({ key: fact.key, label: fact.label })),
  ...OTHER_DETAILS.map((key) => ({ key, label: english[`reports.detail.${key}`] })),
];

/** A reason as the diner's form says it: "Hours are wrong", "El horario está mal". */
export const listingReasonLabel = (reason: ListingReportReason, t: Translate) => t(`reports.listing.${reason}`);

/** A detail as the diner's form says it: a fact's filter option ("Patio"), or "What to order". */
export function listingDetailLabel(key: string, t: Translate): string {
  if (isFactKey(key)) return t(`facts.label.${key}`);
  const other = OTHER_DETAILS.find((detail) => detail === key);
  return other ? t(`reports.detail.${other}`) : key;
}

/**
 * A report's reason as stored: a reason's key, or for a wrong detail "detail:" and
 * the detail's key ("detail:patio"). One text column, so no migration; and a
 * diner's open report of one detail does not swallow their report of another.
 */
export type StoredListingReportReason = Exclude<ListingReportReason, 'detail'> | `detail:${string}`;

export function storedListingReportReason(reason: ListingReportReason, detail: string): StoredListingReportReason {
  return reason === 'detail' ? `detail:${detail}` : reason;
}

export const LISTING_REPORT_REASON_KEYS = LISTING_REPORT_REASONS.map((r) => r.key) as [ListingReportReason, ...ListingReportReason[]];

/** The words the form showed for a stored reason ("A detail is wrong: Patio"); a retired key reads as itself. */
export function listingReportReasonLabel(key: string): string {
  const [reason, detail] = key.startsWith('detail:') ? ['detail', key.slice('detail:'.length)] : [key, null];
  const label = LISTING_REPORT_REASONS.find((r) => r.key === reason)?.label ?? key;
  return detail === null ? label : `${label}: ${LISTING_REPORT_DETAILS.find((d) => d.key === detail)?.label ?? detail}`;
}

export const LISTING_REPORT_NOTE_MAX = 500;

/**
 * The field only bots fill in, hidden from people. Not `website`: browsers' autofill
 * fills that one (decision 018), and a refused report is not kept for rescue.
 */
export const LISTING_REPORT_HONEYPOT = 'reference';
