import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import { BEEN_NOTE_MAX } from '~/utils/diner-lists';
import { ErrorList, Field, TextareaField } from '~/components/forms';
import { useT } from '~/utils/i18n';

/**
 * A Been place's day and private note: a plain POST to the page it sits on (its
 * action hands it to app/modules/diner-list-forms.server.ts), so it works without
 * JavaScript; a refusal comes back with the diner's text and the message beside
 * the field. The browser's own checks (a date no later than today, the note's
 * length) are the only ones before the server's.
 */
export default function BeenDetailsForm({
  restaurantId,
  restaurantName,
  visitedOn,
  note,
  today,
  action,
  lastResult,
}: {
  restaurantId: number;
  restaurantName: string;
  visitedOn: string | null;
  note: string | null;
  today: string;
  /** The page the form posts to and comes back to (with an anchor). */
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const t = useT();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('restaurantId') === String(restaurantId);
  const [form, fields] = useForm({
    id: `been-${restaurantId}`,
    lastResult,
    defaultValue: { visitedOn: visitedOn ?? '', note: note ?? '' },
  });
  return (
    <Form method="post" action={action} preventScrollReset {...getFormProps(form)} aria-label={t('been.formLabel', { name: restaurantName })}>
      <input type="hidden" name="intent" value="been-details" />
      <input type="hidden" name="restaurantId" value={restaurantId} />
      <Field
        label={t('been.dayLabel')}
        inputProps={{ ...getInputProps(fields.visitedOn, { type: 'date' }), max: today }}
        errors={fields.visitedOn.errors}
      />
      <TextareaField
        label={t('been.noteLabel')}
        textareaProps={{ ...getTextareaProps(fields.note), rows: 3, maxLength: BEEN_NOTE_MAX }}
        errors={fields.note.errors}
      />
      <div id={form.errorId} role="alert">
        <ErrorList errors={form.errors} />
      </div>
      <button type="submit" className="btn-secondary w-full" disabled={saving}>
        {saving ? t('been.saving') : t('been.save')}
      </button>
    </Form>
  );
}
