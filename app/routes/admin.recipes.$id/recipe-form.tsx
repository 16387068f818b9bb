import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import { ConflictNotice } from '~/components/desk/conflict-notice';
import { ErrorList, Field, SelectField, TextareaField } from '~/components/forms';
import { RecipeView } from '~/components/recipe-view';
import type { RecipeDetail } from '~/models/recipes.server';
import type { FieldChange } from '~/utils/desk-conflict';
import { DIFFICULTIES, RECIPE_CATEGORIES } from '~/utils/desk-recipe';
import type { ScaledIngredient } from '~/utils/recipe-scale';

export type RecipeActionData = {
  result: SubmissionResult<string[]>;
  preview: { recipe: RecipeDetail; servings: number; ingredients: ScaledIngredient[] } | null;
  conflict: { by: string | null; at: string | null; version: number; changes: FieldChange[] } | null;
};

const STATE_NOTES: Record<string, string> = {
  new: 'Not saved yet.',
  draft: 'Draft: only editors see it.',
  scheduled: 'Scheduled: goes live by itself at its publish time.',
  published: 'Published: saving changes shows them to readers at once.',
  unpublished: 'Unpublished: readers no longer see it.',
};

/**
 * The editing screen of a new or existing recipe: a refused save's conflict
 * notice, the preview (the recipe page's own template, nothing saved), the form.
 */
export function RecipeEditor({
  heading,
  defaultValue,
  version,
  status,
  actionData,
}: {
  heading: React.ReactNode;
  defaultValue: Record<string, string>;
  version: number;
  status: string;
  actionData: RecipeActionData | undefined;
}) {
  const preview = actionData?.preview ?? null;
  const conflict = actionData?.conflict ?? null;
  return (
    <div className="mx-auto max-w-3xl">
      {heading}
      {conflict ? <ConflictNotice by={conflict.by} at={conflict.at} changes={conflict.changes} /> : null}
      {preview ? (
        <section
          aria-labelledby="preview-heading"
          className="mb-8 overflow-hidden rounded-2xl border-4 border-dashed border-amber-400"
        >
          <h2 id="preview-heading" className="bg-amber-100 px-4 py-2 font-bold text-amber-950">
            Preview: not saved, readers cannot see this
          </h2>
          <div className="bg-white">
            <RecipeView recipe={preview.recipe} servings={preview.servings} ingredients={preview.ingredients} scalable={false} />
          </div>
        </section>
      ) : null}
      <RecipeForm
        key={conflict ? `conflict-${conflict.version}` : `v${version}`}
        defaultValue={defaultValue}
        lastResult={actionData?.result}
        version={conflict?.version ?? version}
        status={status}
      />
    </div>
  );
}

function RecipeForm({
  defaultValue,
  lastResult,
  version,
  status,
}: {
  defaultValue: Record<string, string>;
  lastResult: SubmissionResult<string[]> | undefined;
  version: number;
  status: string;
}) {
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<Record<string, string>>({
    id: 'recipe-form',
    lastResult,
    defaultValue,
    shouldValidate: 'onSubmit',
  });
  const field = (name: string) => fields[name] as FieldMetadata<string>;
  const text = (name: string) => getInputProps(field(name), { type: 'text' });
  const number = (name: string) => ({ ...getInputProps(field(name), { type: 'number' }), min: 0, inputMode: 'numeric' as const });
  const area = (name: string, rows: number) => ({ ...getTextareaProps(field(name)), rows });
  const errors = (name: string) => fields[name]?.errors;
  const live = status === 'published' || status === 'scheduled';

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <input type="hidden" name="version" value={version} />
      <p className="rounded-lg bg-stone-100 px-4 py-2 text-sm text-stone-800">{STATE_NOTES[status] ?? status}</p>
      <div id={form.errorId} role="alert">
        <ErrorList errors={form.errors} />
      </div>
      <fieldset disabled={busy} className="space-y-2">
        <legend className="sr-only">The recipe</legend>
        <Field label="Title" inputProps={text('title')} errors={errors('title')} />
        <Field
          label="Address (slug): made from the title when left empty"
          inputProps={{ ...text('slug'), autoCapitalize: 'none', spellCheck: false }}
          errors={errors('slug')}
        />
        <TextareaField label="Description" textareaProps={area('description', 3)} errors={errors('description')} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Author" inputProps={text('author')} errors={errors('author')} />
          <Field
            label="Publish date and time (Fort Worth)"
            inputProps={getInputProps(field('publishedAt'), { type: 'datetime-local' })}
            errors={errors('publishedAt')}
          />
          <Field
            label="Cuisine"
            inputProps={{ ...text('cuisine'), placeholder: 'Tex-Mex, Southern…' }}
            errors={errors('cuisine')}
          />
          <SelectField
            label="Course"
            selectProps={getSelectProps(field('category'))}
            options={RECIPE_CATEGORIES.map((c) => ({ value: c, label: c }))}
            errors={errors('category')}
          />
          <SelectField
            label="Difficulty"
            selectProps={getSelectProps(field('difficulty'))}
            options={DIFFICULTIES.map((d) => ({ value: d, label: d[0]!.toUpperCase() + d.slice(1) }))}
            errors={errors('difficulty')}
          />
          <Field label="Servings" inputProps={{ ...number('servings'), min: 1, max: 48 }} errors={errors('servings')} />
          <Field label="Prep time (minutes)" inputProps={number('prepTime')} errors={errors('prepTime')} />
          <Field label="Cooking time (minutes)" inputProps={number('cookingTime')} errors={errors('cookingTime')} />
        </div>
        <Field
          label="Picture (a path under /images)"
          inputProps={{ ...text('imageUrl'), placeholder: '/images/recipes/….svg' }}
          errors={errors('imageUrl')}
        />
        <TextareaField label="Keywords (one per line)" textareaProps={area('keywords', 3)} errors={errors('keywords')} />
        <TextareaField
          label={
            <>
              Ingredients, one per line:{' '}
              <span className="font-normal text-stone-700">
                quantity | unit | item | note (e.g. “1 1/2 | cup | flour”, “ | | salt | to taste”)
              </span>
            </>
          }
          textareaProps={{ ...area('ingredients', 10), spellCheck: false }}
          errors={errors('ingredients')}
        />
        <TextareaField label="Steps (one per line)" textareaProps={area('steps', 10)} errors={errors('steps')} />
      </fieldset>
      <div className="-mx-4 flex flex-wrap gap-2 border-t border-stone-200 bg-white px-4 py-3 sm:sticky sm:bottom-0">
        <button type="submit" name="intent" value="preview" className="btn-secondary" disabled={busy}>
          Preview
        </button>
        <button type="submit" name="intent" value="save" className="btn-secondary" disabled={busy}>
          {live ? 'Save changes' : 'Save draft'}
        </button>
        <button type="submit" name="intent" value="publish" className="btn-primary" disabled={busy}>
          {status === 'published' ? 'Publish changes' : 'Publish now'}
        </button>
        <button type="submit" name="intent" value="schedule" className="btn-secondary" disabled={busy}>
          Schedule
        </button>
        {live ? (
          <button type="submit" name="intent" value="unpublish" className="btn-secondary" disabled={busy}>
            Unpublish
          </button>
        ) : null}
      </div>
    </Form>
  );
}
