import { getInputProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { DeskForm, TitleAndAddress, useDeskForm } from '~/components/desk/desk-form';
import { PublicationButtons, PublicationState } from '~/components/desk/publication-controls';
import { ErrorList, Field, TextareaField } from '~/components/forms';
import type { GuidePlaceRow } from '~/utils/desk-guide';

/** A live guide's saves also write its Changes list. */
const PUBLISHED_NOTE = 'Published: saving changes shows them to readers at once, and places added or removed go in its Changes list.';

export type GuideFormValues = Record<string, string | GuidePlaceRow[]>;
type Fields = ReturnType<typeof useForm<GuideFormValues>>[1];

/**
 * The guide form: the guide's own fields, then its places as numbered rows.
 * Without JavaScript every row is a plain set of fields: the blank rows at the
 * end add places, the position numbers reorder them, a ticked Remove (with the
 * reason readers will see) takes one out. Every button posts the whole form.
 */
export function GuideForm({
  defaultValue,
  lastResult,
  version,
  status,
  choices,
  closed,
}: {
  defaultValue: GuideFormValues;
  lastResult: SubmissionResult<string[]> | undefined;
  version: number;
  status: string;
  choices: Array<{ slug: string; name: string }>;
  closed: string[];
}) {
  const desk = useDeskForm('guide-form', lastResult, defaultValue);
  const { form, fields, busy, text, errors } = desk;
  const live = status === 'published' || status === 'scheduled';

  return (
    <DeskForm form={form} version={version} state={<PublicationState status={status} published={PUBLISHED_NOTE} />}>
      <fieldset disabled={busy} className="space-y-2">
        <legend className="sr-only">The guide</legend>
        <TitleAndAddress desk={desk} example="best-brisket" />
        <Field label="Summary (one line for cards and feeds)" inputProps={text('summary')} errors={errors('summary')} />
        <TextareaField
          label={
            <>
              Intro in Markdown <span className="font-normal text-stone-700">(**bold**, *italic*, [link](https://…))</span>
            </>
          }
          textareaProps={{ ...getTextareaProps(fields.intro as FieldMetadata<string>), rows: 6 }}
          errors={errors('intro')}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Author" inputProps={text('author')} errors={errors('author')} />
          <Field
            label="Publish date and time (Fort Worth)"
            inputProps={getInputProps(fields.publishedAt as FieldMetadata<string>, { type: 'datetime-local' })}
            errors={errors('publishedAt')}
          />
          <Field label="Picture (a path under /images)" inputProps={{ ...text('imageUrl'), placeholder: '/images/articles/….svg' }} errors={errors('imageUrl')} />
          <Field label="Picture description" inputProps={text('imageAlt')} errors={errors('imageAlt')} />
        </div>
      </fieldset>

      <PlaceRows fields={fields} busy={busy} closed={closed} />
      <datalist id="guide-restaurants">
        {choices.map((choice) => (
          <option key={choice.slug} value={choice.slug}>
            {choice.name}
          </option>
        ))}
      </datalist>

      {live ? (
        <Field
          label="A line for the guide’s Changes list (optional), e.g. “Updated the notes for fall”"
          inputProps={text('logNote')}
          errors={errors('logNote')}
        />
      ) : null}

      <PublicationButtons status={status} busy={busy} />
    </DeskForm>
  );
}

/** The places, one fieldset per row: position, restaurant (typed or picked from the listings), note, Remove and why. */
function PlaceRows({ fields, busy, closed }: { fields: Fields; busy: boolean; closed: string[] }) {
  const places = fields.places as unknown as FieldMetadata<GuidePlaceRow[]>;
  const rows = places.getFieldList();
  return (
    <section aria-labelledby="places-heading" className="space-y-3">
      <h2 id="places-heading" className="text-xl font-bold text-stone-900">
        Places
      </h2>
      <p className="text-sm text-stone-700">
        Type a restaurant’s address (e.g. <code>heim-barbecue</code>) or pick it from the suggestions. Change the numbers to reorder; fill a blank row to add a
        place; tick Remove to take one out.
      </p>
      <ErrorList id={places.errorId} errors={places.errors} />
      <ol className="space-y-3">
        {rows.map((row, i) => {
          const cells = row.getFieldset();
          const slug = cells.restaurant.initialValue as string | undefined;
          return (
            <li key={row.key}>
              <fieldset disabled={busy} className="rounded-lg border border-stone-200 p-3">
                <legend className="px-1 font-semibold text-stone-900">
                  {slug ? `Place ${i + 1}` : `New place ${i + 1}`}
                  {slug && closed.includes(slug) ? <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-sm text-red-900">Permanently closed</span> : null}
                </legend>
                <div className="grid gap-x-3 sm:grid-cols-[6rem_1fr]">
                  <Field
                    label="Position"
                    inputProps={{ ...getInputProps(cells.position as FieldMetadata<string>, { type: 'number' }), min: 1, max: 999, inputMode: 'numeric' }}
                    errors={cells.position.errors}
                  />
                  <Field
                    label="Restaurant"
                    inputProps={{ ...getInputProps(cells.restaurant as FieldMetadata<string>, { type: 'text' }), list: 'guide-restaurants', autoCapitalize: 'none', spellCheck: false }}
                    errors={cells.restaurant.errors}
                  />
                </div>
                <TextareaField label="Note (why it is here, what to order)" textareaProps={{ ...getTextareaProps(cells.note as FieldMetadata<string>), rows: 2 }} errors={cells.note.errors} />
                {slug ? (
                  <div className="grid items-start gap-x-3 sm:grid-cols-[auto_1fr]">
                    <label className="flex min-h-[44px] items-center gap-2 font-medium text-stone-900">
                      <input {...getInputProps(cells.remove as FieldMetadata<string>, { type: 'checkbox' })} className="h-5 w-5" />
                      Remove
                    </label>
                    <Field label="Why it leaves (readers see it), e.g. closed" inputProps={getInputProps(cells.reason as FieldMetadata<string>, { type: 'text' })} errors={cells.reason.errors} />
                  </div>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
