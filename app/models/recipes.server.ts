import { and, asc, desc, eq } from 'drizzle-orm';
import type { Ingredient } from '~/content/types';
import type { Db } from '~/db/client.server';
import { recipes } from '~/db/schema';
import type { SpanishVersion } from '~/utils/spanish-overlay';
import { isLive } from './publication.server';

export type RecipeCard = {
  id: number;
  slug: string;
  title: string;
  imageUrl: string | null;
  cookingTime: number | null;
  difficulty: string;
  servings: number | null;
  cuisine: string | null;
  description: string;
  /** On a Spanish page, present when the words are the editors' Spanish version (spanish-overlay.ts). */
  spanish?: SpanishVersion;
};

export type RecipeDetail = RecipeCard & {
  prepTime: number | null;
  category: string | null;
  keywords: string[];
  author: string;
  publishedAt: string;
  ingredients: Ingredient[];
  steps: string[];
};

const cardColumns = {
  id: recipes.id,
  slug: recipes.slug,
  title: recipes.title,
  imageUrl: recipes.imageUrl,
  cookingTime: recipes.cookingTime,
  difficulty: recipes.difficulty,
  servings: recipes.servings,
  cuisine: recipes.cuisine,
  description: recipes.description,
};

/** Every recipe for the grid, newest first. */
export async function listRecipes(db: Db): Promise<RecipeCard[]> {
  return db.select(cardColumns).from(recipes).where(isLive(recipes)).orderBy(desc(recipes.publishedAt), asc(recipes.id));
}

export async function getRecipe(db: Db, id: number): Promise<RecipeDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      prepTime: recipes.prepTime,
      category: recipes.category,
      keywords: recipes.keywords,
      author: recipes.author,
      publishedAt: recipes.publishedAt,
      ingredients: recipes.ingredients,
      steps: recipes.steps,
    })
    .from(recipes)
    .where(and(isLive(recipes), eq(recipes.id, id)))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    ingredients: (Array.isArray(row.ingredients) ? row.ingredients : []) as Ingredient[],
    steps: Array.isArray(row.steps) ? row.steps : [],
    keywords: Array.isArray(row.keywords) ? row.keywords : [],
  };
}

/** Every recipe's path and publication date, for the sitemap. */
export async function listRecipePaths(db: Db) {
  const rows = await db.select({ id: recipes.id, publishedAt: recipes.publishedAt }).from(recipes).where(isLive(recipes)).orderBy(asc(recipes.id));
  return rows.map((r) => ({ path: `/recipe/${r.id}`, updatedAt: r.publishedAt }));
}
