import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import { DishFields } from '~/components/dish-fields';
import { ErrorList, Field, TextareaField } from '~/components/forms';
import { factField } from '~/utils/desk-restaurant-details';
import { factGroupTitle, factLabel, FACT_GROUPS, FACTS } from '~/utils/facts';
import { formatDishPrice } from '~/utils/facts';
import { formatMediumDate } from '~/utils/format';
import { DESK_WEEKDAYS } from '~/utils/hours-text';
import { useT, type Translate } from '~/utils/i18n';
import { useEnglishMark, useLocale } from '~/utils/locale';
import { weekdayName } from '~/utils/open-status';
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
  const t = useT();
  const locale = useLocale();
  const englishMark = useEnglishMark();
  // A label starts with a capital in either language ("Monday", "Lunes").
  const dayLabel = (weekday: number) => {
    const name = weekdayName(weekday, { t, locale });
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  };
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-6 p-5">
      <input type="hidden" name="intent" value="live" />
      <input type="hidden" name="version" value={version} />
      <h2 className="text-xl font-bold">{t('ownerPage.live.title')}</h2>
      <div id={form.errorId} role="alert">
        <ErrorList errors={form.errors} />
      </div>
      <fieldset disabled={busy} className="space-y-2">
        <legend className="text-lg font-bold text-stone-900">{t('ownerPage.live.hours')}</legend>
        <p className="text-sm text-stone-700">
          {`${t('ownerPage.live.hoursHelp')} `}<code>11:00-14:30, 17:00-22:00</code>{` ${t('ownerPage.live.or')} `}<code>11am-9pm</code>{`. ${t('ownerPage.live.hoursEmpty')}`}
        </p>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {DESK_WEEKDAYS.map(({ weekday }) => (
            <Field key={weekday} label={dayLabel(weekday)} inputProps={{ ...text(`hours${weekday}`), spellCheck: false, placeholder: t('hours.closed') }} errors={errors(`hours${weekday}`)} />
          ))}
        </div>
        <TextareaField
          label={t('ownerPage.live.special')}
          // The dates as the listing keeps them, in the words the desk reads ("Closed", "11 AM – 3 PM"), its notes English.
          textareaProps={{ ...getTextareaProps(field('specialHours')), rows: 3, spellCheck: false, placeholder: t('ownerPage.live.specialExample'), lang: englishMark }}
          errors={errors('specialHours')}
        />
      </fieldset>
      <fieldset disabled={busy} className="space-y-3">
        <legend className="text-lg font-bold text-stone-900">{t('ownerPage.live.goodToKnow')}</legend>
        {FACT_GROUPS.map((group) => (
          <fieldset key={group.key} className="space-y-1">
            <legend className="font-semibold text-stone-900">{factGroupTitle(group.key, t)}</legend>
            {FACTS.filter((f) => f.group === group.key).map((fact) => {
              const answer = field(factField(fact.key));
              return (
                <div key={fact.key} className="grid grid-cols-[1fr_9rem] items-center gap-2">
                  <label htmlFor={answer.id}>{factLabel(fact.key, t)}</label>
                  <select {...getSelectProps(answer)} className="field-input disabled:bg-stone-100">
                    <option value="unknown">{t('ownerPage.live.notSure')}</option>
                    <option value="yes">{t('ownerPage.live.yes')}</option>
                    <option value="no">{t('ownerPage.live.no')}</option>
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
        <legend className="mb-2 text-lg font-bold text-stone-900">{t('ownerPage.live.reach')}</legend>
        <Field label={t('ownerPage.live.phone')} inputProps={text('phone', 'tel')} errors={errors('phone')} />
        <Field label={t('ownerPage.live.website')} inputProps={{ ...text('website', 'url'), placeholder: 'https://' }} errors={errors('website')} />
        <Field label={t('ownerPage.live.reservations')} inputProps={{ ...text('reservationUrl', 'url'), placeholder: 'https://' }} errors={errors('reservationUrl')} />
        <Field label={t('ownerPage.live.spend')} inputProps={{ ...text('pricePerPerson'), inputMode: 'numeric' }} errors={errors('pricePerPerson')} />
      </fieldset>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? t('ownerPage.live.saving') : t('ownerPage.live.save')}
      </button>
    </Form>
  );
}

/** For an editor to check: the note and the dishes. */
export function ProposalForm({ defaultValue, lastResult }: { defaultValue: Values; lastResult: SubmissionResult<string[]> | undefined }) {
  const { form, field, errors, busy } = useOwnerForm('owner-propose', defaultValue, lastResult);
  const t = useT();
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-4 p-5">
      <input type="hidden" name="intent" value="propose" />
      <h2 className="text-xl font-bold">{t('ownerPage.propose.title')}</h2>
      <fieldset disabled={busy} className="space-y-2">
        <TextareaField
          label={t('ownerPage.propose.note', { max: OWNER_NOTE_MAX })}
          textareaProps={{ ...getTextareaProps(field('note')), rows: 3, maxLength: OWNER_NOTE_MAX }}
          errors={errors('note')}
        />
        <p className="font-semibold text-stone-900">{t('ownerPage.propose.dishes')}</p>
        <DishFields field={field} labels={{ dish: (n) => t('ownerPage.propose.dish', { n }), price: t('ownerPage.propose.price'), ofDish: (n) => t('ownerPage.propose.ofDish', { n }) }} />
      </fieldset>
      <button type="submit" className="btn-secondary" disabled={busy}>
        {t('ownerPage.propose.send')}
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
export function proposalText(payload: Proposal['payload'], t: Translate) {
  if ('note' in payload) return payload.note ? t('ownerPage.proposals.note', { note: payload.note }) : t('ownerPage.proposals.removeNote');
  const dishes = payload.dishes.map((d) => (d.priceCents === null ? d.name : `${d.name} ${formatDishPrice(d.priceCents)}`)).join(', ');
  return dishes ? t('ownerPage.proposals.dishes', { dishes }) : t('ownerPage.proposals.noDishes');
}

export function Proposals({ proposals }: { proposals: Proposal[] }) {
  const t = useT();
  const locale = useLocale();
  // The editor writes the reason in English only.
  const englishMark = useEnglishMark();
  if (!proposals.length) return null;
  return (
    <section className="card p-5" aria-labelledby="proposals-heading">
      <h2 id="proposals-heading" className="text-xl font-bold">{t('ownerPage.proposals.title')}</h2>
      <ul className="mt-2 space-y-3">
        {proposals.map((p) => (
          <li key={p.id}>
            <p className="font-medium">{t('ownerPage.proposals.status', { status: p.status, date: formatMediumDate(p.createdAt.slice(0, 10), locale) })}</p>
            <p className="text-stone-800">{proposalText(p.payload, t)}</p>
            {p.reason ? (
              <p className="text-sm text-stone-700">
                {`${t('ownerPage.proposals.reason')} `}
                <span lang={englishMark}>{p.reason}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
