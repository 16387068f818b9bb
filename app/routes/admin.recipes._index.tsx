import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { StatusBadge } from '~/components/desk/status-badge';
import { GeneralErrorBoundary } from '~/components/error-page';
import { PUBLICATION_STATUSES } from '~/db/schema';
import { listDeskRecipes, listRecipeAuthors } from '~/models/desk-recipes.server';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { formatDateTime } from '~/utils/format';

export const meta: MetaFunction = () => [{ title: "Recipes · Editors' desk" }, { name: 'robots', content: 'noindex' }];

/** The list's filters, read leniently: a value that is not one of the choices is ignored. */
const Filters = z.object({
  status: z.enum(PUBLICATION_STATUSES).optional().catch(undefined),
  author: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(context, request);
  const filters = Filters.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [recipes, authors] = await Promise.all([listDeskRecipes(context.db, filters), listRecipeAuthors(context.db)]);
  return json({ recipes, authors, filters }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

export default function DeskRecipes() {
  const { recipes, authors, filters } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-stone-900">Recipes</h1>
        <Link to="/admin/recipes/new" className="btn-primary">
          New recipe
        </Link>
      </div>
      <Form method="get" className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-4 sm:items-end">
        <label className="block sm:col-span-2">
          <span className="mb-1 block font-medium text-stone-900">Search titles and cuisines</span>
          <input type="search" name="q" defaultValue={filters.q ?? ''} className="field-input" />
        </label>
        <label className="block">
          <span className="mb-1 block font-medium text-stone-900">Status</span>
          <select name="status" defaultValue={filters.status ?? ''} className="field-input">
            <option value="">All</option>
            {PUBLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status[0]!.toUpperCase() + status.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-medium text-stone-900">Author</span>
          <select name="author" defaultValue={filters.author ?? ''} className="field-input">
            <option value="">All</option>
            {authors.map((author) => (
              <option key={author} value={author}>
                {author}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary sm:col-span-4 sm:justify-self-start">
          Show recipes
        </button>
      </Form>
      {recipes.length ? (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {recipes.map((recipe) => (
            <li key={recipe.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <Link to={`/admin/recipes/${recipe.id}`} className="font-medium text-brand-800 underline">
                  {recipe.title}
                </Link>
                <p className="text-sm text-stone-700">{`${recipe.cuisine ?? 'No cuisine'} · ${recipe.author} · ${
                  recipe.status === 'scheduled' ? 'goes live' : 'dated'
                } ${formatDateTime(recipe.publishedAt)}`}</p>
              </div>
              <StatusBadge status={recipe.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">No recipes match.</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
