import { Form } from '@remix-run/react';
import { ErrorList } from '~/components/forms';
import { useT } from '~/utils/i18n';
import { LISTING_REPORT_DETAILS, LISTING_REPORT_HONEYPOT, LISTING_REPORT_NOTE_MAX, LISTING_REPORT_REASONS, listingDetailLabel, listingReasonLabel } from '~/utils/listing-report-reasons';

/** A refused report: what was wrong with it, and what the diner had chosen and typed. */
export type ListingReportAnswer = { errors: Record<string, string>; values: { reason: string; detail: string; note: string } };

/**
 * A diner's report that a listing is out of date: a plain POST to `action`, the
 * same for every diner (it sits on a page the edge shares), signed in or not.
 */
export function ListingReportForm({ action, answer }: { action: string; answer?: ListingReportAnswer }) {
  const t = useT();
  const errors = answer?.errors ?? {};
  return (
    <Form method="post" action={action} className="space-y-3">
      {errors.form ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {errors.form}
        </p>
      ) : null}
      <fieldset
        role="radiogroup"
        aria-invalid={errors.reason ? true : undefined}
        aria-describedby={errors.reason ? 'listing-reason-error' : undefined}
      >
        <legend className="font-medium text-stone-900">{t('report.whatChanged')}</legend>
        {LISTING_REPORT_REASONS.map(({ key }) => (
          <label key={key} className="flex min-h-[44px] items-center gap-2 text-stone-900">
            <input type="radio" name="reason" value={key} defaultChecked={answer?.values.reason === key} />
            {listingReasonLabel(key, t)}
          </label>
        ))}
        {/*
         * Checked until the diner picks a reason, as the review's stars are: lynx checks the first
         * radio of a group with none checked and would file "Closed for good" unasked. Posted
         * empty, the form says to choose. Hidden where CSS is.
         */}
        <label hidden>
          <input type="radio" name="reason" value="" defaultChecked={!answer?.values.reason} /> {t('report.noReason')}
        </label>
        <ErrorList id="listing-reason-error" errors={[errors.reason]} />
      </fieldset>
      <div>
        {/* Always shown: without JavaScript the form cannot reveal it when "A detail is wrong" is chosen. */}
        <label htmlFor="listing-report-detail" className="mb-1 block font-medium text-stone-900">
          {t('report.whichDetail')}
        </label>
        <select
          id="listing-report-detail"
          name="detail"
          defaultValue={answer?.values.detail ?? ''}
          aria-invalid={errors.detail ? true : undefined}
          aria-describedby={errors.detail ? 'listing-detail-error' : undefined}
          className="field-input"
        >
          <option value="">{t('report.chooseDetail')}</option>
          {LISTING_REPORT_DETAILS.map(({ key }) => (
            <option key={key} value={key}>
              {listingDetailLabel(key, t)}
            </option>
          ))}
        </select>
        <ErrorList id="listing-detail-error" errors={[errors.detail]} />
      </div>
      <div>
        <label htmlFor="listing-report-note" className="mb-1 block font-medium text-stone-900">
          {t('report.whatYouSaw')}
        </label>
        <textarea
          id="listing-report-note"
          name="note"
          rows={3}
          maxLength={LISTING_REPORT_NOTE_MAX}
          defaultValue={answer?.values.note ?? ''}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'listing-note-error' : undefined}
          className="field-input"
        />
        <ErrorList id="listing-note-error" errors={[errors.note]} />
      </div>
      <div hidden>
        <label htmlFor="listing-report-reference">{t('report.honeypot')}</label>
        <input id="listing-report-reference" name={LISTING_REPORT_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="btn-secondary w-full">
        {t('report.send')}
      </button>
    </Form>
  );
}
