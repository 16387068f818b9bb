import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import { DeskForm, TitleAndAddress, useDeskForm, type DeskFormProps } from '~/components/desk/desk-form';
import { PublicationButtons, PublicationState } from '~/components/desk/publication-controls';
import { Field, SelectField, TextareaField } from '~/components/forms';

const KINDS = [
  { value: 'news', label: 'News (at /article/…)' },
  { value: 'review', label: 'Review (at /review/…)' },
];

/**
 * The article form: plain fields, lists one per line, the boxes in their own
 * groups. Every button posts the whole form (preview included), so it works
 * without JavaScript; the server validates and answers with messages and the
 * typed values.
 */
export function ArticleForm({ defaultValue, lastResult, version, status }: DeskFormProps<Record<string, string>> & { status: string }) {
  const desk = useDeskForm('article-form', lastResult, defaultValue);
  const { form, fields, busy, text, area, errors } = desk;
  // A box opens when it holds something or a message: the rest stay folded on a phone.
  const inUse = (names: string[]) => names.some((name) => Boolean(fields[name]?.value) || Boolean(fields[name]?.errors?.length));

  return (
    <DeskForm form={form} version={version} state={<PublicationState status={status} />}>
      <fieldset disabled={busy} className="space-y-2">
        <legend className="sr-only">The article</legend>
        <TitleAndAddress desk={desk} example="new-taco-spot" />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <SelectField
            label="Kind"
            selectProps={getSelectProps(fields.kind as FieldMetadata<string>)}
            options={KINDS}
            errors={errors('kind')}
          />
          <Field
            label="Category"
            inputProps={{ ...text('category'), placeholder: 'News, BBQ, Event…' }}
            errors={errors('category')}
          />
          <Field label="Author" inputProps={text('author')} errors={errors('author')} />
          <Field
            label="Publish date and time (Fort Worth)"
            inputProps={getInputProps(fields.publishedAt as FieldMetadata<string>, { type: 'datetime-local' })}
            errors={errors('publishedAt')}
          />
        </div>
        <TextareaField label="Tags (one per line)" textareaProps={area('tags', 3)} errors={errors('tags')} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label="Hero image (a path under /images)"
            inputProps={{ ...text('imageUrl'), placeholder: '/images/articles/….svg' }}
            errors={errors('imageUrl')}
          />
          <Field label="Hero image description" inputProps={text('imageAlt')} errors={errors('imageAlt')} />
        </div>
        <TextareaField label="Intro (shown larger under the title)" textareaProps={area('intro', 3)} errors={errors('intro')} />
        <TextareaField
          label={
            <>
              Body in Markdown{' '}
              <span className="font-normal text-stone-700">(## heading, **bold**, *italic*, - list, [link](https://…))</span>
            </>
          }
          textareaProps={area('markdown', 14)}
          errors={errors('markdown')}
        />
        <TextareaField
          label="Restaurants it covers (one address per line, e.g. joes-crab-shack)"
          textareaProps={{ ...area('restaurants', 3), autoCapitalize: 'none', spellCheck: false }}
          errors={errors('restaurants')}
        />
      </fieldset>

      <Box legend="Tips box" busy={busy} open={inUse(['tipsTitle', 'tipsItems'])}>
        <Field label="Tips box title" inputProps={{ ...text('tipsTitle'), placeholder: 'Tips' }} errors={errors('tipsTitle')} />
        <TextareaField
          label="Tips (one per line; none means no box)"
          textareaProps={area('tipsItems', 4)}
          errors={errors('tipsItems')}
        />
      </Box>
      <Box legend="Our Rating" busy={busy} open={inUse(['ratingTitle', 'ratingStars', 'ratingSummary'])}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label="Rating box title"
            inputProps={{ ...text('ratingTitle'), placeholder: 'Our Rating' }}
            errors={errors('ratingTitle')}
          />
          <Field
            label="Stars (1 to 5; empty means no box)"
            inputProps={{
              ...getInputProps(fields.ratingStars as FieldMetadata<string>, { type: 'number' }),
              step: '0.5',
              min: 1,
              max: 5,
            }}
            errors={errors('ratingStars')}
          />
        </div>
        <TextareaField label="Summary" textareaProps={area('ratingSummary', 2)} errors={errors('ratingSummary')} />
      </Box>
      <Box legend="Visit box" busy={busy} open={inUse(['visitTitle', 'visitRestaurant', 'visitNote'])}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label="Visit box title"
            inputProps={{ ...text('visitTitle'), placeholder: 'Visit' }}
            errors={errors('visitTitle')}
          />
          <Field
            label="Restaurant (one of those it covers)"
            inputProps={{ ...text('visitRestaurant'), autoCapitalize: 'none' }}
            errors={errors('visitRestaurant')}
          />
        </div>
        <Field label="Note (what the listing does not say)" inputProps={text('visitNote')} errors={errors('visitNote')} />
      </Box>
      <Box
        legend="Event details"
        busy={busy}
        open={inUse(['eventTitle', 'eventName', 'eventStartsAt', 'eventFee', 'eventVenue', 'eventDetails'])}
      >
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label="Event box title"
            inputProps={{ ...text('eventTitle'), placeholder: 'Event details' }}
            errors={errors('eventTitle')}
          />
          <Field label="Event name (empty means no box)" inputProps={text('eventName')} errors={errors('eventName')} />
          <Field
            label="Starts (Fort Worth date and time)"
            inputProps={getInputProps(fields.eventStartsAt as FieldMetadata<string>, { type: 'datetime-local' })}
            errors={errors('eventStartsAt')}
          />
          <Field
            label="Fee in dollars (0 when free)"
            inputProps={{ ...getInputProps(fields.eventFee as FieldMetadata<string>, { type: 'number' }), min: 0, step: '0.01' }}
            errors={errors('eventFee')}
          />
        </div>
        <Field
          label="Venue (a covered restaurant's address, or a place name)"
          inputProps={text('eventVenue')}
          errors={errors('eventVenue')}
        />
        <TextareaField
          label="More rows (one “Label: value” per line)"
          textareaProps={area('eventDetails', 3)}
          errors={errors('eventDetails')}
        />
      </Box>
      <Box legend="Video" busy={busy} open={inUse(['videoId', 'videoTitle'])}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label="YouTube link or id (empty means no video)"
            inputProps={{ ...text('videoId'), autoCapitalize: 'none' }}
            errors={errors('videoId')}
          />
          <Field label="Video title" inputProps={text('videoTitle')} errors={errors('videoTitle')} />
        </div>
      </Box>

      <PublicationButtons status={status} busy={busy} />
    </DeskForm>
  );
}

/** One of the template's boxes: folded until used (details works without JavaScript). */
function Box({ legend, busy, open, children }: { legend: string; busy: boolean; open: boolean; children: React.ReactNode }) {
  return (
    <details open={open} className="rounded-lg border border-stone-200">
      <summary className="flex min-h-[44px] cursor-pointer items-center px-4 font-semibold text-stone-900">{legend}</summary>
      <fieldset disabled={busy} className="px-4 pb-2">
        <legend className="sr-only">{legend}</legend>
        {children}
      </fieldset>
    </details>
  );
}
