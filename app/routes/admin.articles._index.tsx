import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { StatusBadge } from '~/components/desk/status-badge';
import { GeneralErrorBoundary } from '~/components/error-page';
import { PUBLICATION_STATUSES } from '~/db/schema';
import { listArticleAuthors, listDeskArticles } from '~/models/desk-articles.server';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { formatDateTime } from '~/utils/format';

export const meta: MetaFunction = () => [{ title: "Articles · Editors' desk" }, { name: 'robots', content: 'noindex' }];

/** The list's filters, read leniently: a value that is not one of the choices is ignored. */
const Filters = z.object({
  kind: z.enum(['review', 'news']).optional().catch(undefined),
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
  const [articles, authors] = await Promise.all([listDeskArticles(context.db, filters), listArticleAuthors(context.db)]);
  return json({ articles, authors, filters }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

export default function DeskArticles() {
  const { articles, authors, filters } = useLoaderData<typeof loader>();
  const select = 'field-input';
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-stone-900">Articles</h1>
        <Link to="/admin/articles/new" className="btn-primary">
          New article
        </Link>
      </div>
      <Form method="get" className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-5 sm:items-end">
        <label className="block sm:col-span-2">
          <span className="mb-1 block font-medium text-stone-900">Search titles</span>
          <input type="search" name="q" defaultValue={filters.q ?? ''} className={select} />
        </label>
        <label className="block">
          <span className="mb-1 block font-medium text-stone-900">Kind</span>
          <select name="kind" defaultValue={filters.kind ?? ''} className={select}>
            <option value="">All</option>
            <option value="news">News</option>
            <option value="review">Reviews</option>
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-medium text-stone-900">Status</span>
          <select name="status" defaultValue={filters.status ?? ''} className={select}>
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
          <select name="author" defaultValue={filters.author ?? ''} className={select}>
            <option value="">All</option>
            {authors.map((author) => (
              <option key={author} value={author}>
                {author}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary sm:col-span-5 sm:justify-self-start">
          Show articles
        </button>
      </Form>
      {articles.length ? (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {articles.map((article) => (
            <li key={article.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <Link to={`/admin/articles/${article.id}`} className="font-medium text-brand-800 underline">
                  {article.title}
                </Link>
                <p className="text-sm text-stone-700">
                  {`${article.kind === 'review' ? 'Review' : 'News'} · ${article.author} · ${
                    article.status === 'scheduled' ? 'goes live' : 'dated'
                  } ${formatDateTime(article.publishedAt)}`}
                </p>
              </div>
              <StatusBadge status={article.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">No articles match.</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
