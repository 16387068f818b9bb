import { getInputProps, getSelectProps } from '@conform-to/react';
import { DeskEditor, type DeskActionData, type PublishedEditorProps } from '~/components/desk/desk-editor';
import { DeskForm, TitleAndAddress, useDeskForm, type DeskFormProps } from '~/components/desk/desk-form';
import { PublicationButtons, PublicationState } from '~/components/desk/publication-controls';
import { Field, SelectField, TextareaField } from '~/components/forms';
import { RecipeView } from '~/components/recipe-view';
import type { RecipeDetail } from '~/models/recipes.server';
import { DIFFICULTIES, RECIPE_CATEGORIES } from '~/utils/desk-recipe';
import type { ScaledIngredient } from '~/utils/recipe-scale';

type RecipePreview = { recipe: RecipeDetail; servings: number; ingredients: ScaledIngredient[] };
export type RecipeActionData = DeskActionData<RecipePreview>;

/** A new or existing recipe at the desk: previewed with the recipe page's own template. */
export function RecipeEditor({ heading, defaultValue, version, status, actionData }: PublishedEditorProps<Record<string, string>, RecipePreview>) {
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

function RecipeForm({ defaultValue, lastResult, version, status }: DeskFormProps<Record<string, string>> & { status: string }) {
  const desk = useDeskForm('recipe-form', lastResult, defaultValue);
  const { form, busy, field, text, area, errors } = desk;
  const number = (name: string) => ({ ...getInputProps(field(name), { type: 'number' }), min: 0, inputMode: 'numeric' as const });

  return (
    <DeskForm form={form} version={version} state={<PublicationState status={status} />}>
      <fieldset disabled={busy} className="space-y-2">
        <legend className="sr-only">The recipe</legend>
        <TitleAndAddress desk={desk} />
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
    </DeskForm>
  );
}
