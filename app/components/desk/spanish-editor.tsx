import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { Link } from '@remix-run/react';
import { Field, TextareaField } from '~/components/forms';
import { ENGLISH_VERSION_FIELD } from '~/utils/translation-form';
import { DeskEditor, DeskHistory, type DeskActionData } from './desk-editor';
import { DeskForm, useDeskForm } from './desk-form';
import { PublicationButtons, PublicationState } from './publication-controls';

/** One field to translate: its form name, the desk's label, the English now, and whether the English changed since the Spanish was saved. */
export type SpanishField = {
  name: string;
  label: string;
  english: string;
  multiline: boolean;
  changed: boolean;
};

type SpanishEditorProps<Preview> = {
  title: string;
  englishPath: string;
  version: number;
  status: string;
  values: Record<string, string>;
  fields: SpanishField[];
  history: React.ComponentProps<typeof DeskHistory>['entries'];
  actionData: DeskActionData<Preview> | undefined;
  preview: (preview: Preview) => React.ReactNode;
};

/**
 * An item's Spanish version at the desk: each field's English (read only) over
 * or beside its Spanish, the fields whose English changed since, the shared
 * buttons, and its own history. The desk's words stay English; only the
 * Spanish text is marked lang="es". Every button posts the whole form.
 */
export function SpanishEditor<Preview>({ title, englishPath, version, status, values, fields, history, actionData, preview }: SpanishEditorProps<Preview>) {
  const changed = status === 'new' ? [] : fields.filter((f) => f.changed);
  return (
    <>
      <DeskEditor
        heading={
          <div className="mb-6 space-y-2">
            <h1 className="text-2xl font-bold text-stone-900">Spanish version: {title}</h1>
            <Link to={englishPath} className="inline-flex min-h-[44px] items-center font-semibold text-brand-800 underline">
              Back to the English version
            </Link>
            {changed.length ? <NeedsUpdate labels={changed.map((f) => f.label)} /> : null}
          </div>
        }
        actionData={actionData}
        version={version}
        preview={(shown: Preview) => <div lang="es">{preview(shown)}</div>}
      >
        {(form) => <SpanishForm key={form.key} defaultValue={values} lastResult={form.lastResult} version={form.version} status={status} fields={fields} />}
      </DeskEditor>
      <DeskHistory entries={history} fresh={false} />
    </>
  );
}

function NeedsUpdate({ labels }: { labels: string[] }) {
  return (
    <div role="status" className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-stone-900">
      <p className="font-semibold">Needs update: the English changed after the Spanish was saved.</p>
      <p className="mt-1">{`Changed in English: ${labels.join(', ')}. Each shows the English as it is now.`}</p>
    </div>
  );
}

function SpanishForm({
  defaultValue,
  lastResult,
  version,
  status,
  fields,
}: Omit<React.ComponentProps<typeof DeskForm>, 'form' | 'children'> & {
  defaultValue: Record<string, string>;
  lastResult: DeskActionData<unknown>['result'] | undefined;
  status: string;
  fields: SpanishField[];
}) {
  const desk = useDeskForm('spanish-form', lastResult, defaultValue);
  const { form, fields: conform, busy, text, area, errors } = desk;
  return (
    <DeskForm form={form} version={version} state={<PublicationState status={status} />}>
      <p className="text-stone-800">Write each field in Spanish; a draft may leave some empty, going live needs them all. Nothing is translated by machine.</p>
      {/* The English version shown: an English save in between keeps "needs update" (translation-desk.server.ts). */}
      <input type="hidden" name={ENGLISH_VERSION_FIELD} value={defaultValue[ENGLISH_VERSION_FIELD]} />
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">The Spanish text</legend>
        {fields.map((field) => (
          <div key={field.name} className="grid gap-x-4 rounded-lg border border-stone-200 bg-white p-3 sm:grid-cols-2">
            <div className="mb-2 sm:mb-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
                {field.label} in English
                {field.changed && status !== 'new' ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-950">changed</span>
                ) : null}
              </p>
              <p lang="en" className="mt-1 max-h-72 overflow-y-auto whitespace-pre-wrap break-words rounded bg-stone-100 p-2 text-sm text-stone-800">
                {field.english}
              </p>
            </div>
            {field.multiline ? (
              <TextareaField
                label={`${field.label} in Spanish`}
                textareaProps={{
                  ...area(field.name, rowsFor(field.english)),
                  lang: 'es',
                }}
                errors={errors(field.name)}
              />
            ) : (
              <Field label={`${field.label} in Spanish`} inputProps={{ ...text(field.name), lang: 'es' }} errors={errors(field.name)} />
            )}
          </div>
        ))}
        <Field
          label="Spanish publish date and time (Fort Worth), for Schedule"
          inputProps={getInputProps(conform.publishedAt as FieldMetadata<string>, { type: 'datetime-local' })}
          errors={errors('publishedAt')}
        />
      </fieldset>
      <PublicationButtons status={status} busy={busy} />
    </DeskForm>
  );
}

/** Room for about as much Spanish as the English holds. */
const rowsFor = (english: string) => Math.min(14, Math.max(3, english.split('\n').length + Math.ceil(english.length / 70)));

/** A listing's description as its page's hero draws it, for the restaurant's Spanish preview. */
export function DescriptionPreview({ name, description }: { name: string; description: string }) {
  return (
    <div className="bg-stone-900 px-4 py-8 sm:px-8">
      <p className="text-4xl font-extrabold text-white">{name}</p>
      <p className="mt-3 max-w-3xl text-lg text-stone-100">{description}</p>
    </div>
  );
}
