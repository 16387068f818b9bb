import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import { DeskEditor, type DeskActionData } from '~/components/desk/desk-editor';
import { ErrorList, Field, SelectField, TextareaField } from '~/components/forms';
import { PRICE_LABELS, priceSymbols } from '~/utils/format';
import { DESK_WEEKDAYS } from '~/utils/hours-text';
import { DetailsFields } from './details-fields';

export type RestaurantActionData = DeskActionData<never>;

/** A new or existing listing at the desk: saved straight to readers, so nothing to preview. */
export function RestaurantEditor({
  heading,
  defaultValue,
  version,
  cuisines,
  actionData,
}: {
  heading: React.ReactNode;
  defaultValue: Record<string, string>;
  version: number;
  cuisines: Array<{ id: number; name: string }>;
  actionData: RestaurantActionData | undefined;
}) {
  return (
    <DeskEditor heading={heading} actionData={actionData} version={version}>
      {(form) => <RestaurantForm key={form.key} defaultValue={defaultValue} lastResult={form.lastResult} version={form.version} cuisines={cuisines} />}
    </DeskEditor>
  );
}

function RestaurantForm({
  defaultValue,
  lastResult,
  version,
  cuisines,
}: {
  defaultValue: Record<string, string>;
  lastResult: SubmissionResult<string[]> | undefined;
  version: number;
  cuisines: Array<{ id: number; name: string }>;
}) {
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<Record<string, string>>({ id: 'restaurant-form', lastResult, defaultValue, shouldValidate: 'onSubmit' });
  const field = (name: string) => fields[name] as FieldMetadata<string>;
  const text = (name: string, type: 'text' | 'tel' | 'url' = 'text') => getInputProps(field(name), { type });
  const errors = (name: string) => fields[name]?.errors;
  const checkbox = (name: string) => getInputProps(field(name), { type: 'checkbox' });

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <input type="hidden" name="version" value={version} />
      <div id={form.errorId} role="alert">
        <ErrorList errors={form.errors} />
      </div>
      <fieldset disabled={busy} className="space-y-2">
        <legend className="text-lg font-bold text-stone-900">The listing</legend>
        <Field label="Name" inputProps={text('name')} errors={errors('name')} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <SelectField
            label="Cuisine"
            selectProps={getSelectProps(field('cuisineId'))}
            options={[{ value: '', label: 'Choose…' }, ...cuisines.map((c) => ({ value: String(c.id), label: c.name }))]}
            errors={errors('cuisineId')}
          />
          <SelectField
            label="Price level"
            selectProps={getSelectProps(field('priceLevel'))}
            options={[1, 2, 3, 4].map((level) => ({ value: String(level), label: `${priceSymbols(level)} ${PRICE_LABELS[level]}` }))}
            errors={errors('priceLevel')}
          />
          <Field label="Neighbourhood" inputProps={{ ...text('neighborhood'), placeholder: 'Magnolia Ave' }} errors={errors('neighborhood')} />
          <Field label="Picture (a path under /images)" inputProps={{ ...text('imageUrl'), placeholder: '/images/restaurants/….svg' }} errors={errors('imageUrl')} />
        </div>
        <TextareaField label="Description" textareaProps={{ ...getTextareaProps(field('description')), rows: 4 }} errors={errors('description')} />
      </fieldset>
      <fieldset disabled={busy} className="space-y-2">
        <legend className="text-lg font-bold text-stone-900">How to find and reach it</legend>
        <Field label="Street address" inputProps={{ ...text('address'), autoComplete: 'off' }} errors={errors('address')} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Latitude" inputProps={{ ...text('latitude'), inputMode: 'decimal' }} errors={errors('latitude')} />
          <Field label="Longitude" inputProps={{ ...text('longitude'), inputMode: 'decimal' }} errors={errors('longitude')} />
          <Field label="Phone" inputProps={{ ...text('phone', 'tel'), autoComplete: 'off' }} errors={errors('phone')} />
          <Field label="Website" inputProps={{ ...text('website', 'url'), placeholder: 'https://' }} errors={errors('website')} />
          <Field label="Reservations link" inputProps={{ ...text('reservationUrl', 'url'), placeholder: 'https://' }} errors={errors('reservationUrl')} />
        </div>
      </fieldset>
      <fieldset disabled={busy} className="space-y-2">
        <legend className="text-lg font-bold text-stone-900">Opening hours (Fort Worth time)</legend>
        <p className="text-sm text-stone-700">
          One line a day, e.g. <code>11:00-14:30, 17:00-22:00</code>. A time past midnight closes the next morning
          (<code>17:00-02:00</code>). Leave a day empty when it is closed.
        </p>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {DESK_WEEKDAYS.map(({ weekday, name }) => (
            <Field key={weekday} label={name} inputProps={{ ...text(`hours${weekday}`), spellCheck: false, placeholder: 'Closed' }} errors={errors(`hours${weekday}`)} />
          ))}
        </div>
      </fieldset>
      <DetailsFields field={field} busy={busy} />
      <fieldset disabled={busy} className="space-y-3">
        <legend className="text-lg font-bold text-stone-900">On the site</legend>
        <label className="flex min-h-[44px] items-center gap-3">
          <input {...checkbox('isFeatured')} className="h-5 w-5" />
          <span>Featured (shown first on its cuisine page and in the carousel)</span>
        </label>
        <label className="flex min-h-[44px] items-center gap-3">
          <input {...checkbox('closed')} className="h-5 w-5" />
          <span>
            Permanently closed: its page stays, with its reviews and favourites, marked closed; it leaves listings and search.
          </span>
        </label>
      </fieldset>
      <div className="-mx-4 flex flex-wrap gap-2 border-t border-stone-200 bg-white px-4 py-3 sm:sticky sm:bottom-0">
        <button type="submit" name="intent" value="save" className="btn-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save and publish'}
        </button>
      </div>
    </Form>
  );
}
