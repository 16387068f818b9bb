import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { DishFields } from '~/components/dish-fields';
import { ErrorList, Field, TextareaField } from '~/components/forms';
import { FACT_GROUPS, FACTS } from '~/utils/facts';
import { MAX_SPECIAL_DATES } from '~/utils/listing-details-text';
import { factCheckedField, factField } from '~/utils/desk-restaurant-details';

type FieldOf = (name: string) => FieldMetadata<string>;

/**
 * The form's sections for a listing's details: price per person, the facts by
 * group, what to order, happy hour and special dates. A group of facts folds
 * away (plain <details>, no script) so the form stays short on a phone; one with
 * an error opens by itself.
 */
export function DetailsFields({ field, busy }: { field: FieldOf; busy: boolean }) {
  const errors = (name: string) => field(name).errors;
  return (
    <>
      <fieldset disabled={busy} className="space-y-3">
        <legend className="text-lg font-bold text-stone-900">Good to know</legend>
        <p className="text-sm text-stone-700">
          Answer only what you checked, and when: unknown is never shown as no. A yes or no with no date was checked today.
        </p>
        {FACT_GROUPS.map((group) => {
          const facts = FACTS.filter((f) => f.group === group.key);
          const known = facts.filter((f) => ['yes', 'no'].includes(String(field(factField(f.key)).initialValue ?? ''))).length;
          const hasErrors = facts.some((f) => errors(factField(f.key))?.length || errors(factCheckedField(f.key))?.length);
          return (
            <details key={group.key} open={hasErrors || undefined} className="rounded-lg border border-stone-200 bg-white">
              <summary className="flex min-h-[44px] cursor-pointer items-center px-3 font-semibold text-stone-900">
                {group.title}
                <span className="ml-2 text-sm font-normal text-stone-700">{`${known} of ${facts.length} answered`}</span>
              </summary>
              <fieldset className="space-y-1 border-t border-stone-200 px-3 py-2">
                <legend className="sr-only">{group.title}</legend>
                <div aria-hidden="true" className="hidden text-sm font-medium text-stone-700 sm:grid sm:grid-cols-[1fr_8rem_10rem] sm:gap-2">
                  <span>Fact</span>
                  <span>Answer</span>
                  <span>Checked on</span>
                </div>
                {facts.map((fact) => {
                  const answer = field(factField(fact.key));
                  const checked = field(factCheckedField(fact.key));
                  const messages = [...(answer.errors ?? []), ...(checked.errors ?? [])];
                  const errorId = messages.length ? `${answer.id}-errors` : undefined;
                  return (
                    <div key={fact.key} className="grid grid-cols-[7rem_1fr] items-center gap-x-2 gap-y-1 py-1 sm:grid-cols-[1fr_8rem_10rem]">
                      <label htmlFor={answer.id} className="col-span-2 font-medium text-stone-900 sm:col-span-1">
                        {fact.label}
                      </label>
                      <select {...getSelectProps(answer)} aria-describedby={errorId} className="field-input disabled:bg-stone-100">
                        <option value="unknown">Unknown</option>
                        <option value="yes">Yes</option>
                        <option value="no">No</option>
                      </select>
                      <input
                        {...getInputProps(checked, { type: 'date' })}
                        aria-label={`${fact.label}: checked on`}
                        aria-describedby={errorId}
                        className="field-input disabled:bg-stone-100"
                      />
                      {errorId ? (
                        <div className="col-span-2 sm:col-span-3">
                          <ErrorList id={errorId} errors={messages} />
                        </div>
                      ) : null}
                    </div>
                  );
                })}
              </fieldset>
            </details>
          );
        })}
        <Field
          label="Typical spend per person, in dollars (optional)"
          inputProps={{ ...getInputProps(field('pricePerPerson'), { type: 'text' }), inputMode: 'numeric', placeholder: 'e.g. 25' }}
          errors={errors('pricePerPerson')}
          className="max-w-xs"
        />
      </fieldset>
      <fieldset disabled={busy} className="space-y-1">
        <legend className="text-lg font-bold text-stone-900">What to order</legend>
        <p className="text-sm text-stone-700">Up to five dishes, best first. The price is optional, in dollars (14 or 8.50).</p>
        <DishFields field={field} />
      </fieldset>
      <fieldset disabled={busy} className="space-y-2">
        <legend className="text-lg font-bold text-stone-900">Happy hour and special dates (Fort Worth time)</legend>
        <TextareaField
          label="Happy hour: one line for each run of days"
          textareaProps={{ ...getTextareaProps(field('happyHours')), rows: 3, spellCheck: false, placeholder: 'Mon–Fri 3 PM – 6 PM\nSat 2 PM – 5 PM' }}
          errors={errors('happyHours')}
        />
        <TextareaField
          label={`Holiday and special dates: one line a date, up to ${MAX_SPECIAL_DATES}`}
          textareaProps={{
            ...getTextareaProps(field('specialHours')),
            rows: 4,
            spellCheck: false,
            placeholder: '2026-11-26 Closed Thanksgiving\n2026-12-24 11 AM – 3 PM Christmas Eve',
          }}
          errors={errors('specialHours')}
        />
        <p className="text-sm text-stone-700">
          A date’s line replaces that day’s usual hours: write <code>Closed</code> or its times, then a short note. A time past midnight
          closes the next morning.
        </p>
      </fieldset>
    </>
  );
}
