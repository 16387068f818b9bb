import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { ChoiceFilter, DeskItemList, DeskListFilters, DeskListHeading } from '~/components/desk/desk-list';
import { GeneralErrorBoundary } from '~/components/error-page';
import { listDeskRecipes, listRecipeAuthors } from '~/models/desk-recipes.server';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { recipeSpanish } from '~/routes/admin.recipes.$id/recipe-spanish.server';
import { spanishStatesOf } from '~/modules/translation-desk.server';
import { PUBLICATION_CHOICES, publicationState, readListFilters, searchWords } from '~/utils/desk-list-filters';
import { publicationLine } from '~/utils/desk-publishing';

export const meta: MetaFunction = () => [{ title: "Recipes · Editors' desk" }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(context, request);
  const filters = readListFilters({ status: publicationState, author: searchWords, q: searchWords }, request);
  const [recipes, authors] = await Promise.all([listDeskRecipes(context.db, filters), listRecipeAuthors(context.db)]);
  const spanish = await spanishStatesOf(context.db, recipeSpanish, recipes.map((recipe) => recipe.id));
  return json({ recipes, authors, filters, spanish }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

export default function DeskRecipes() {
  const { recipes, authors, filters, spanish } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <DeskListHeading title="Recipes">
        <Link to="/admin/recipes/new" className="btn-primary">
          New recipe
        </Link>
      </DeskListHeading>
      <DeskListFilters columns={4} search={{ label: 'Search titles and cuisines', value: filters.q }} submit="Show recipes">
        <ChoiceFilter label="Status" name="status" value={filters.status} options={PUBLICATION_CHOICES} />
        <ChoiceFilter label="Author" name="author" value={filters.author} options={authors.map((author) => ({ value: author, label: author }))} />
      </DeskListFilters>
      <DeskItemList
        items={recipes.map((recipe) => ({
          id: recipe.id,
          to: `/admin/recipes/${recipe.id}`,
          title: recipe.title,
          line: `${recipe.cuisine ?? 'No cuisine'} · ${recipe.author} · ${publicationLine(recipe.status, recipe.publishedAt)}`,
          status: recipe.status,
          spanish: spanish[recipe.id],
        }))}
        empty="No recipes match."
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
