import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { ChoiceFilter, DeskItemList, DeskListFilters, DeskListHeading } from '~/components/desk/desk-list';
import { GeneralErrorBoundary } from '~/components/error-page';
import { listArticleAuthors, listDeskArticles } from '~/models/desk-articles.server';
import { requireEditor } from '~/modules/auth.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { articleSpanish } from '~/routes/admin.articles.$id/article-spanish.server';
import { spanishStatesOf } from '~/modules/translation-desk.server';
import { PUBLICATION_CHOICES, publicationState, readListFilters, searchWords } from '~/utils/desk-list-filters';
import { publicationLine } from '~/utils/desk-publishing';

export const meta: MetaFunction = () => [{ title: "Articles · Editors' desk" }, { name: 'robots', content: 'noindex' }];

const KINDS = [
  { value: 'news', label: 'News' },
  { value: 'review', label: 'Reviews' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireEditor(context, request);
  const filters = readListFilters(
    { kind: z.enum(['review', 'news']).optional().catch(undefined), status: publicationState, author: searchWords, q: searchWords },
    request,
  );
  const [articles, authors] = await Promise.all([listDeskArticles(context.db, filters), listArticleAuthors(context.db)]);
  const spanish = await spanishStatesOf(context.db, articleSpanish, articles.map((article) => article.id));
  return json({ articles, authors, filters, spanish }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

export default function DeskArticles() {
  const { articles, authors, filters, spanish } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <DeskListHeading title="Articles">
        <Link to="/admin/articles/new" className="btn-primary">
          New article
        </Link>
      </DeskListHeading>
      <DeskListFilters columns={5} search={{ label: 'Search titles', value: filters.q }} submit="Show articles">
        <ChoiceFilter label="Kind" name="kind" value={filters.kind} options={KINDS} />
        <ChoiceFilter label="Status" name="status" value={filters.status} options={PUBLICATION_CHOICES} />
        <ChoiceFilter label="Author" name="author" value={filters.author} options={authors.map((author) => ({ value: author, label: author }))} />
      </DeskListFilters>
      <DeskItemList
        items={articles.map((article) => ({
          id: article.id,
          to: `/admin/articles/${article.id}`,
          title: article.title,
          line: `${article.kind === 'review' ? 'Review' : 'News'} · ${article.author} · ${publicationLine(article.status, article.publishedAt)}`,
          status: article.status,
          spanish: spanish[article.id],
        }))}
        empty="No articles match."
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
