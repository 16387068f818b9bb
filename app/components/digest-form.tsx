import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import { useT } from '~/utils/i18n';
import { ErrorList, Field } from './forms';

/** What a digest follows: a followed search by its canonical query, or the diner's own places. */
export type DigestTarget = { query: string } | { places: true };

/**
 * "E-mail me a digest" for a signed-in diner, posting to /digests: the address (their
 * Facebook e-mail to start with), weekly or daily, and a button. Render it only where
 * the loader says digests are offered (outgoing mail set up); the route sends the
 * 'digests' messages. `lastResult` is the /digests action's answer for this target.
 */
export function DigestForm({ target, email, lastResult }: { target: DigestTarget; email: string | null; lastResult?: SubmissionResult<string[]> | null }) {
  const t = useT();
  const navigation = useNavigation();
  const places = 'places' in target;
  const [form, fields] = useForm({
    id: places ? 'digest-places' : 'digest-search',
    lastResult,
    shouldValidate: 'onSubmit',
    defaultValue: { email: email ?? '', frequency: 'weekly' },
  });
  const sending = navigation.state !== 'idle' && navigation.formAction?.endsWith('/digests') && navigation.formData?.get('intent') === 'subscribe';
  const frequency = (fields.frequency.value ?? 'weekly') as string;
  const headingId = `${form.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="card p-5">
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {places ? t('digests.form.places') : t('digests.form.search')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('digests.form.explain')}</p>
      <Form method="post" action="/digests" {...getFormProps(form)} className="mt-3 space-y-2">
        <input type="hidden" name="intent" value="subscribe" />
        {places ? <input type="hidden" name="places" value="1" /> : <input type="hidden" name="query" value={target.query} />}
        <Field
          label={t('digests.form.email')}
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
          errors={fields.email.errors}
        />
        <fieldset>
          <legend className="mb-1 font-medium text-stone-900">{t('digests.frequency')}</legend>
          <div className="flex gap-4">
            {(['weekly', 'daily'] as const).map((value) => (
              <label key={value} className="inline-flex min-h-[44px] items-center gap-2">
                <input type="radio" name={fields.frequency.name} value={value} defaultChecked={frequency === value} />
                {t(`digests.frequency.${value}`)}
              </label>
            ))}
          </div>
          <ErrorList errors={fields.frequency.errors} />
        </fieldset>
        <ErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn-primary" disabled={sending}>
          {t('digests.form.submit')}
        </button>
      </Form>
    </section>
  );
}
