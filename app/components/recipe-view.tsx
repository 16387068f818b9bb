import { Form, Link, useNavigation } from '@remix-run/react';
import type { RecipeDetail } from '~/models/recipes.server';
import { formatLongDate } from '~/utils/format';
import { MAX_SERVINGS, MIN_SERVINGS, type ScaledIngredient } from '~/utils/recipe-scale';
import { BackLink, Breadcrumb } from './article-body';
import { RecipeSummary } from './recipe-card';
import { EnglishNote, InEnglish, useTextMark } from './in-english';
import { useT } from '~/utils/i18n';
import { useLocale } from '~/utils/locale';

/**
 * The one template of a recipe page: the readers' page and the desk's preview
 * (which has no servings form: the recipe is not saved yet) draw it.
 */
export function RecipeView({
  recipe,
  servings,
  ingredients,
  scalable = true,
}: {
  recipe: RecipeDetail;
  servings: number;
  ingredients: ScaledIngredient[];
  scalable?: boolean;
}) {
  const t = useT();
  const lang = useTextMark(recipe.spanish, 'title');
  const inSpanish = Boolean(recipe.spanish);
  const locale = useLocale();
  const navigation = useNavigation();
  const scaling = navigation.state === 'loading' && navigation.location.pathname === `/recipe/${recipe.id}`;
  const scaled = servings !== recipe.servings;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0">
      <Breadcrumb items={[{ name: t('layout.nav.home'), to: '/' }, { name: t('layout.nav.recipes'), to: '/recipes' }, { name: recipe.title, lang }]} />
      <BackLink to="/recipes">{t('recipes.backToRecipes')}</BackLink>
      {inSpanish ? null : <EnglishNote note={t('recipes.notInSpanish')} />}
      <div className="mt-4">
        <RecipeSummary
          recipe={recipe}
          prepTime={recipe.prepTime}
          author={recipe.author}
          publishedOn={<time dateTime={recipe.publishedAt}>{formatLongDate(recipe.publishedAt, locale)}</time>}
        />
      </div>

      <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:grid-cols-1">
        {/* The servings form lands here, so the scaled list is in view (this page runs no scripts). */}
        <section id="ingredients" aria-labelledby="ingredients-heading">
          <h2 id="ingredients-heading" className="text-2xl font-bold text-stone-900">
            {t('recipes.ingredients')}
          </h2>
          <p className="mt-1 text-stone-700" aria-live="polite">
            {`${t('recipes.forServings', { servings })}${scaled ? ` ${t('recipes.scaledFrom', { servings: recipe.servings })}` : ''}`}
          </p>
          {scalable ? (
            <Form
              method="get"
              action={`/recipe/${recipe.id}#ingredients`}
              preventScrollReset
              replace
              className="mt-3 flex flex-wrap items-end gap-2 print:hidden"
            >
              <div>
                <label htmlFor="servings" className="block text-sm font-medium text-stone-900">
                  {t('recipes.servings')}
                </label>
                <input
                  id="servings"
                  name="servings"
                  type="number"
                  inputMode="numeric"
                  min={MIN_SERVINGS}
                  max={MAX_SERVINGS}
                  step={1}
                  required
                  defaultValue={servings}
                  key={servings}
                  className="field-input w-24"
                />
              </div>
              <button type="submit" className="btn-secondary" disabled={scaling}>
                {scaling ? t('recipes.scaling') : t('recipes.scale')}
              </button>
              {scaled ? (
                <Link
                  to={`/recipe/${recipe.id}#ingredients`}
                  className="inline-flex min-h-[44px] items-center px-2 text-sm font-medium text-brand-800 underline"
                >
                  {t('recipes.reset', { servings: recipe.servings })}
                </Link>
              ) : null}
            </Form>
          ) : null}
          <InEnglish inSpanish={inSpanish}>
            <ul className="mt-4 divide-y divide-stone-200 border-y border-stone-200">
              {ingredients.map((ingredient, i) => (
                <li key={i} lang={inSpanish && ingredient.english ? 'en' : undefined} className="py-2 text-stone-900">
                  {ingredient.amount || ingredient.unit ? (
                    <strong className="font-semibold">{`${[ingredient.amount, ingredient.unit]
                      .filter(Boolean)
                      .join(' ')} `}</strong>
                  ) : null}
                  {ingredient.item}
                  {ingredient.note ? <span className="text-stone-700">, {ingredient.note}</span> : null}
                </li>
              ))}
            </ul>
          </InEnglish>
        </section>

        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="text-2xl font-bold text-stone-900">
            {t('recipes.steps')}
          </h2>
          <InEnglish inSpanish={inSpanish}>
            <ol className="numbered-list mt-4 space-y-4">
              {recipe.steps.map((step, i) => (
                <li key={i} id={`step-${i + 1}`} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="list-number flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white print:border print:border-stone-900 print:bg-white print:text-stone-900"
                  />
                  <p lang={inSpanish && recipe.spanish!.english.includes(`steps.${i}`) ? 'en' : undefined} className="pt-1 leading-relaxed text-stone-800">
                    {step}
                  </p>
                </li>
              ))}
            </ol>
          </InEnglish>
        </section>
      </div>
      <div className="mt-10 flex flex-wrap gap-3 print:hidden">
        <BackLink to="/recipes">{t('recipes.backToRecipes')}</BackLink>
      </div>
    </div>
  );
}
