import { and, desc, eq, like, ne, or, type SQL } from 'drizzle-orm';
import type { Ingredient } from '~/content/types';
import type { Db } from '~/db/client.server';
import { recipes, type PublicationStatus } from '~/db/schema';
import type { RecipeInput } from '~/utils/desk-recipe';
import { recordChange } from './changes.server';
import { claimedChange, idAtSlug, saveClaimed } from './desk-versions.server';

export type DeskRecipeFilters = { status?: PublicationStatus; author?: string; q?: string };

/** The desk's recipe list: every state, newest change first, narrowed by the filters. */
export function listDeskRecipes(db: Db, filters: DeskRecipeFilters, limit = 200) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(recipes.status, filters.status));
  if (filters.author) conditions.push(eq(recipes.author, filters.author));
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(like(recipes.title, pattern), like(recipes.cuisine, pattern))!);
  }
  return db
    .select({
      id: recipes.id,
      title: recipes.title,
      status: recipes.status,
      author: recipes.author,
      cuisine: recipes.cuisine,
      publishedAt: recipes.publishedAt,
    })
    .from(recipes)
    .where(and(...conditions))
    .orderBy(desc(recipes.updatedAt), desc(recipes.publishedAt), desc(recipes.id))
    .limit(limit);
}

export async function listRecipeAuthors(db: Db) {
  const rows = await db.selectDistinct({ author: recipes.author }).from(recipes).orderBy(recipes.author);
  return rows.map((row) => row.author);
}

export type EditableRecipe = {
  id: number;
  version: number;
  status: PublicationStatus;
  updatedAt: string | null;
  input: RecipeInput;
};

/** Where a recipe keeps the words a Spanish version translates. */
export const recipeWordSource = {
  table: recipes,
  columns: { title: recipes.title, description: recipes.description, ingredients: recipes.ingredients, steps: recipes.steps },
};

/** A recipe's words as its editor shows them: the fields of its Spanish version come from these. */
export function recipeWordsOf(row: { title: string; description: string; ingredients: unknown; steps: unknown }) {
  return {
    title: row.title,
    description: row.description,
    ingredients: (Array.isArray(row.ingredients) ? row.ingredients : []) as Ingredient[],
    steps: (Array.isArray(row.steps) ? row.steps : []) as string[],
  };
}

/** A recipe as the desk's form edits it, in any state. */
export async function getEditableRecipe(db: Db, id: number): Promise<EditableRecipe | null> {
  const [row] = await db.select().from(recipes).where(eq(recipes.id, id)).limit(1);
  if (!row) return null;
  const input: RecipeInput = {
    ...recipeWordsOf(row),
    slug: row.slug,
    author: row.author,
    publishedAt: new Date(row.publishedAt.length === 10 ? `${row.publishedAt}T12:00:00Z` : row.publishedAt).toISOString(),
    imageUrl: row.imageUrl ?? '',
    cuisine: row.cuisine ?? '',
    category: row.category ?? 'Main course',
    difficulty: (['easy', 'medium', 'hard'].includes(row.difficulty) ? row.difficulty : 'easy') as RecipeInput['difficulty'],
    servings: row.servings ?? 1,
    prepTime: row.prepTime,
    cookingTime: row.cookingTime,
    keywords: row.keywords ?? [],
  };
  return { id: row.id, version: row.version, status: row.status, updatedAt: row.updatedAt, input };
}

/** The title of another recipe at `slug`, or null. */
export async function recipeSlugTakenBy(db: Db, slug: string, exceptId: number | null) {
  const [row] = await db
    .select({ title: recipes.title })
    .from(recipes)
    .where(and(eq(recipes.slug, slug), exceptId === null ? undefined : ne(recipes.id, exceptId)))
    .limit(1);
  return row?.title ?? null;
}

export type RecipeSave = {
  id: number | null;
  expectedVersion: number;
  input: RecipeInput;
  status: PublicationStatus;
  publishedAt: string;
  userId: number;
  action: string;
  summary: string;
};

/**
 * Writes a recipe and its recorded change (with the item, for Restore) in one
 * batch; an edit is refused, with nothing written, when the recipe has moved on
 * from the version the form was loaded with. Its page lives at /recipe/{id}: a new
 * slug moves no address.
 */
export async function saveRecipe(db: Db, save: RecipeSave): Promise<{ id: number } | { conflict: true }> {
  const now = new Date().toISOString();
  const { input } = save;
  const values = {
    slug: input.slug,
    title: input.title,
    description: input.description,
    author: input.author,
    publishedAt: save.publishedAt,
    imageUrl: input.imageUrl || null,
    cuisine: input.cuisine,
    category: input.category,
    difficulty: input.difficulty,
    servings: input.servings,
    prepTime: input.prepTime,
    cookingTime: input.cookingTime,
    keywords: input.keywords,
    ingredients: input.ingredients,
    steps: input.steps,
    status: save.status,
    updatedAt: now,
  };
  const change = {
    entity: 'recipe',
    entityId: save.id ?? idAtSlug(recipes, input.slug),
    userId: save.userId,
    action: save.action,
    summary: save.summary,
    snapshot: { ...input, publishedAt: save.publishedAt },
  } as const;
  if (save.id === null) {
    const [created] = await db.batch([
      db.insert(recipes).values({ ...values, version: 1 }).returning({ id: recipes.id }),
      recordChange(db, change),
    ]);
    return { id: created[0]!.id };
  }
  return saveClaimed(db, recipes, { id: save.id, expectedVersion: save.expectedVersion }, [
    claimedChange(db, recipes, save.expectedVersion, change),
    db
      .update(recipes)
      .set({ ...values, version: save.expectedVersion + 1 })
      .where(and(eq(recipes.id, save.id), eq(recipes.version, save.expectedVersion))),
  ]);
}
