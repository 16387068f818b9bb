import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import { DishFields } from '~/components/dish-fields';
import { ErrorList, Field, TextareaField } from '~/components/forms';
import { factField } from '~/utils/desk-restaurant-details';
import { FACT_GROUPS, FACTS } from '~/utils/facts';
import { formatDishPrice } from '~/utils/facts';
import { formatMediumDate } from '~/utils/format';
import { DESK_WEEKDAYS } from '~/utils/hours-text';
import { OWNER_NOTE_MAX } from '~/utils/owner-note';

export type OwnerActionData = { form: 'live' | 'propose'; result: SubmissionResult<string[]> };
type Values = Record<string, string>;

function useOwnerForm(id: string, defaultValue: Values, lastResult: SubmissionResult<string[]> | undefined) {
  const [form, fields] = useForm<Values>({ id, lastResult, defaultValue, shouldValidate: 'onSubmit' });
  const field = (name: string) => fields[name] as FieldMetadata<string>;
  return { form, field, errors: (name: string) => field(name).errors, busy: useNavigation().state === 'submitting' };
}

/** Live at once: the week, special dates, the facts and how to reach the place. */
export function LiveForm({ defaultValue, version, lastResult }: { defaultValue: Values; version: number; lastResult: SubmissionResult<string[]> | undefined }) {
  const { form, field, errors, busy } = useOwnerForm('owner-live', defaultValue, lastResult);
  const text = (name: string, type: 'text' | 'tel' | 'url' = 'text') => getInputProps(field(name), { type });
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-6 p-5">
      <input type="hidden" name="intent" value="live" />
      <input type="hidden" name="version" value={version} />
      <h2 className="text-xl font-bold">Shown at once</h2>
      <div id={form.errorId} role="alert">
        <ErrorList errors={form.errors} />
      </div>
      <fieldset disabled={busy} className="space-y-2">
        <legend className="text-lg font-bold text-stone-900">Opening hours (Fort Worth time)</legend>
        <p className="text-sm text-stone-700">
          One line a day, e.g. <code>11:00-14:30, 17:00-22:00</code> or <code>11am-9pm</code>. Leave a day empty when you are closed.
        </p>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {DESK_WEEKDAYS.map(({ weekday, name }) => (
            <Field key={weekday} label={name} inputProps={{ ...text(`hours${weekday}`), spellCheck: false, placeholder: 'Closed' }} errors={errors(`hours${weekday}`)} />
          ))}
        </div>
        <TextareaField
          label="Holidays and closures: one line a date"
          textareaProps={{ ...getTextareaProps(field('specialHours')), rows: 3, spellCheck: false, placeholder: '2026-12-25 Closed Christmas\n2026-12-24 11 AM – 3 PM Christmas Eve' }}
          errors={errors('specialHours')}
        />
      </fieldset>
      <fieldset disabled={busy} className="space-y-3">
        <legend className="text-lg font-bold text-stone-900">Good to know</legend>
        {FACT_GROUPS.map((group) => (
          <fieldset key={group.key} className="space-y-1">
            <legend className="font-semibold text-stone-900">{group.title}</legend>
            {FACTS.filter((f) => f.group === group.key).map((fact) => {
              const answer = field(factField(fact.key));
              return (
                <div key={fact.key} className="grid grid-cols-[1fr_9rem] items-center gap-2">
                  <label htmlFor={answer.id}>{fact.label}</label>
                  <select {...getSelectProps(answer)} className="field-input disabled:bg-stone-100">
                    <option value="unknown">Not sure</option>
                    <option value="yes">Yes</option>
                    <option value="no">No</option>
                  </select>
                  <div className="col-span-2">
                    <ErrorList errors={answer.errors} />
                  </div>
                </div>
              );
            })}
          </fieldset>
        ))}
      </fieldset>
      <fieldset disabled={busy} className="grid gap-x-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-stone-900">How to reach you</legend>
        <Field label="Phone" inputProps={text('phone', 'tel')} errors={errors('phone')} />
        <Field label="Website" inputProps={{ ...text('website', 'url'), placeholder: 'https://' }} errors={errors('website')} />
        <Field label="Reservations link" inputProps={{ ...text('reservationUrl', 'url'), placeholder: 'https://' }} errors={errors('reservationUrl')} />
        <Field label="Typical spend per person, in dollars" inputProps={{ ...text('pricePerPerson'), inputMode: 'numeric' }} errors={errors('pricePerPerson')} />
      </fieldset>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save and show now'}
      </button>
    </Form>
  );
}

/** For an editor to check: the note and the dishes. */
export function ProposalForm({ defaultValue, lastResult }: { defaultValue: Values; lastResult: SubmissionResult<string[]> | undefined }) {
  const { form, field, errors, busy } = useOwnerForm('owner-propose', defaultValue, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-4 p-5">
      <input type="hidden" name="intent" value="propose" />
      <h2 className="text-xl font-bold">Checked by an editor first</h2>
      <fieldset disabled={busy} className="space-y-2">
        <TextareaField
          label={`“From the owner”: a short note, plain text, up to ${OWNER_NOTE_MAX} characters`}
          textareaProps={{ ...getTextareaProps(field('note')), rows: 3, maxLength: OWNER_NOTE_MAX }}
          errors={errors('note')}
        />
        <p className="font-semibold text-stone-900">What to order: up to five dishes, best first, price in dollars (optional)</p>
        <DishFields field={field} />
      </fieldset>
      <button type="submit" className="btn-secondary" disabled={busy}>
        Send to an editor
      </button>
    </Form>
  );
}

type Proposal = {
  id: number;
  kind: 'note' | 'dishes';
  payload: { note: string } | { dishes: Array<{ name: string; priceCents: number | null }> };
  status: 'open' | 'accepted' | 'declined';
  reason: string | null;
  createdAt: string;
};

/** What a proposal says, in a line: the note, or the dishes with their prices. */
export function proposalText(payload: Proposal['payload']) {
  if ('note' in payload) return payload.note ? `Note: “${payload.note}”` : 'Note: remove it';
  return `Dishes: ${payload.dishes.map((d) => (d.priceCents === null ? d.name : `${d.name} ${formatDishPrice(d.priceCents)}`)).join(', ') || 'none'}`;
}

const STATUS_WORDS = { open: 'Waiting for an editor', accepted: 'Accepted', declined: 'Declined' } as const;

export function Proposals({ proposals }: { proposals: Proposal[] }) {
  if (!proposals.length) return null;
  return (
    <section className="card p-5" aria-labelledby="proposals-heading">
      <h2 id="proposals-heading" className="text-xl font-bold">Your proposals</h2>
      <ul className="mt-2 space-y-3">
        {proposals.map((p) => (
          <li key={p.id}>
            <p className="font-medium">{`${STATUS_WORDS[p.status]} · sent ${formatMediumDate(p.createdAt.slice(0, 10))}`}</p>
            <p className="text-stone-800">{proposalText(p.payload)}</p>
            {p.reason ? <p className="text-sm text-stone-700">{`Editor’s reason: ${p.reason}`}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
