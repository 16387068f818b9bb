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
import { DeskEditor, type DeskActionData } from '~/components/desk/desk-editor';
import { PublicationButtons, PublicationState } from '~/components/desk/publication-controls';
import { ErrorList, Field, SelectField, TextareaField } from '~/components/forms';
import { RecipeView } from '~/components/recipe-view';
import type { RecipeDetail } from '~/models/recipes.server';
import { DIFFICULTIES, RECIPE_CATEGORIES } from '~/utils/desk-recipe';
import type { ScaledIngredient } from '~/utils/recipe-scale';

export type RecipeActionData = DeskActionData<{ recipe: RecipeDetail; servings: number; ingredients: ScaledIngredient[] }>;

/** A new or existing recipe at the desk: previewed with the recipe page's own template. */
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
  return (
    <DeskEditor
      heading={heading}
      actionData={actionData}
      version={version}
      preview={(shown) => <RecipeView recipe={shown.recipe} servings={shown.servings} ingredients={shown.ingredients} scalable={false} />}
    >
      {(form) => <RecipeForm key={form.key} defaultValue={defaultValue} lastResult={form.lastResult} version={form.version} status={status} />}
    </DeskEditor>
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

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <input type="hidden" name="version" value={version} />
      <PublicationState status={status} />
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
      <PublicationButtons status={status} busy={busy} />
    </Form>
  );
}
