import type { AppLoadContext } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { getChangeSnapshot, listChanges } from '~/models/changes.server';
import { getEditableRecipe, recipeSlugTakenBy, saveRecipe, type EditableRecipe } from '~/models/desk-recipes.server';
import type { RecipeDetail } from '~/models/recipes.server';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE, redirectWithToast } from '~/modules/http.server';
import { publishChanges } from '~/modules/publishing.server';
import { conflictingFields } from '~/utils/desk-conflict';
import { changeAction, LIVE_STATUSES, nextPublication, SAVE_FAILED, savedToast, saveOrFail } from '~/utils/desk-publishing';
import { recipeToFormValues, type RecipeInput } from '~/utils/desk-recipe';
import { formatDateTime } from '~/utils/format';
import { scaleIngredients } from '~/utils/recipe-scale';
import { slugify } from '~/utils/slug';
import { parseRecipeForm, RECIPE_FIELD_LABELS, RecipeIntent } from './schema';

/**
 * The recipe form's one action, for a new recipe (`id` null) and an edit: the
 * button says what happens (preview, save, publish, schedule, unpublish, restore).
 */
export async function recipeAction(context: AppLoadContext, request: Request, id: number | null) {
  const editor = await requireEditor(context, request);
  const formData = await request.formData();
  const intent = RecipeIntent.safeParse(formData.get('intent'));
  if (!intent.success) throw json({ message: 'Unknown action' }, { status: 400, headers: PRIVATE_PAGE });
  const current = id === null ? null : await getEditableRecipe(context.db, id);
  if (id !== null && !current) throw json({ message: 'Recipe not found' }, { status: 404, headers: PRIVATE_PAGE });

  if (intent.data === 'restore') return restore(context, current!, formData.get('changeId'), editor.id);

  const submission = parseRecipeForm(formData);
  const answer = (
    status: number,
    extra: { preview?: unknown; conflict?: unknown } = {},
    fieldErrors?: Record<string, string[]>,
    formErrors?: string[]
  ) =>
    json(
      {
        result: submission.reply(fieldErrors || formErrors ? { fieldErrors, formErrors } : undefined),
        preview: null,
        conflict: null,
        ...extra,
      },
      { status, headers: PRIVATE_PAGE }
    );
  if (submission.status !== 'success') return answer(400);

  const input: RecipeInput = {
    ...submission.value,
    slug: submission.value.slug || slugify(submission.value.title).slice(0, 120),
  };
  if (!input.slug) return answer(400, {}, { slug: ['Give the recipe an address of letters and digits, e.g. green-chile-stew'] });
  const takenBy = await recipeSlugTakenBy(context.db, input.slug, id);
  if (takenBy) return answer(400, {}, { slug: [`That address is taken by “${takenBy}”. Choose another.`] });

  if (intent.data === 'preview') return answer(200, { preview: previewOf(input, current) });

  const wasLive = current !== null && LIVE_STATUSES.includes(current.status);
  const next = nextPublication(
    intent.data,
    current && { status: current.status, publishedAt: current.input.publishedAt },
    input.publishedAt ? new Date(input.publishedAt) : null,
    new Date()
  );
  if ('error' in next) return answer(400, {}, { publishedAt: [next.error] });
  const saved = { ...input, publishedAt: next.publishedAt };
  const changed = current
    ? conflictingFields(recipeToFormValues(saved), recipeToFormValues(current.input), RECIPE_FIELD_LABELS).map((f) => f.label)
    : [];
  const result = await saveOrFail(
    saveRecipe(context.db, {
      id,
      expectedVersion: Number(formData.get('version')) || 0,
      input: saved,
      status: next.status,
      publishedAt: next.publishedAt,
      userId: editor.id,
      action: changeAction(intent.data, current === null),
      summary: changed.length ? `Changed ${changed.join(', ').toLowerCase()}` : input.title,
    })
  );

  if ('failed' in result) return answer(503, {}, undefined, [SAVE_FAILED]);
  if ('conflict' in result) {
    const theirs = (await getEditableRecipe(context.db, id!))!;
    const [latest] = await listChanges(context.db, 'recipe', id!, 1);
    const mine = Object.fromEntries([...formData.entries()].map(([key, value]) => [key, String(value)]));
    const conflict = {
      by: latest?.by ?? null,
      at: latest?.createdAt ?? theirs.updatedAt,
      version: theirs.version,
      changes: conflictingFields(mine, recipeToFormValues(theirs.input), RECIPE_FIELD_LABELS),
    };
    return answer(409, { conflict });
  }
  if (wasLive || LIVE_STATUSES.includes(next.status)) await publishChanges(context);
  return redirectWithToast(context, `/admin/recipes/${result.id}`, {
    type: 'success',
    title: savedToast(next.status, next.publishedAt, current === null),
  });
}

/** The recipe as readers would see it, drawn by the recipe page's template (nothing saved). */
function previewOf(input: RecipeInput, current: EditableRecipe | null) {
  const recipe: RecipeDetail = {
    id: current?.id ?? 0,
    slug: input.slug,
    title: input.title,
    imageUrl: input.imageUrl || null,
    cookingTime: input.cookingTime,
    difficulty: input.difficulty,
    servings: input.servings,
    cuisine: input.cuisine,
    description: input.description,
    prepTime: input.prepTime,
    category: input.category,
    keywords: input.keywords,
    author: input.author,
    publishedAt: input.publishedAt || new Date().toISOString(),
    ingredients: input.ingredients,
    steps: input.steps,
  };
  return { recipe, servings: input.servings, ingredients: scaleIngredients(input.ingredients, input.servings, input.servings) };
}

/** Restore: the recorded version goes back, as a new recorded change and a new version. */
async function restore(
  context: AppLoadContext,
  current: EditableRecipe,
  changeIdValue: FormDataEntryValue | null,
  userId: number
) {
  const changeId = Number(changeIdValue);
  const snapshot =
    Number.isInteger(changeId) && changeId > 0 ? await getChangeSnapshot(context.db, 'recipe', current.id, changeId) : null;
  if (!snapshot) throw json({ message: 'That version is not in this recipe’s history' }, { status: 400, headers: PRIVATE_PAGE });
  const input = snapshot.snapshot as RecipeInput;
  const back = `/admin/recipes/${current.id}`;
  if (await recipeSlugTakenBy(context.db, input.slug, current.id)) {
    return redirectWithToast(context, back, {
      type: 'error',
      title: 'Not restored',
      description: `Another recipe now has the address “${input.slug}”.`,
    });
  }
  const result = await saveRecipe(context.db, {
    id: current.id,
    expectedVersion: current.version,
    input,
    status: current.status,
    publishedAt: input.publishedAt || new Date().toISOString(),
    userId,
    action: 'restored',
    summary: `The version of ${formatDateTime(snapshot.createdAt)}`,
  });
  if ('conflict' in result)
    return redirectWithToast(context, back, {
      type: 'error',
      title: 'Not restored',
      description: 'Another editor saved this recipe just now. Try again.',
    });
  if (LIVE_STATUSES.includes(current.status)) await publishChanges(context);
  return redirectWithToast(context, back, { type: 'success', title: 'Earlier version restored' });
}
