import { reports as english } from '~/locales/en/reports';
import type { Translate } from './i18n';

/** The reasons a diner may give for a report. Never "I disagree". */
export const REPORT_REASON_KEYS = ['spam', 'off-topic', 'hateful', 'private-information', 'conflict-of-interest'] as const;

export type ReportReason = (typeof REPORT_REASON_KEYS)[number];

/** Each reason in English, as the desk (English only) shows it; from the catalog the form reads. */
export const REPORT_REASONS = Object.fromEntries(REPORT_REASON_KEYS.map((key) => [key, english[`reports.reason.${key}`]])) as Record<ReportReason, string>;

/** A reason in the form's words: "Spam or advertising", "Spam o publicidad". */
export const reportReasonLabel = (reason: ReportReason, t: Translate) => t(`reports.reason.${reason}`);
