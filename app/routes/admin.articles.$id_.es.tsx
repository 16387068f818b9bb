import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { DeskActionData } from '~/components/desk/desk-editor';
import { SpanishEditor } from '~/components/desk/spanish-editor';
import { GeneralErrorBoundary } from '~/components/error-page';
import { NewsArticleView, ReviewArticle } from '~/components/article-body';
import type { ArticleDetail } from '~/models/articles.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { articleSpanish, articleSpanishDesk } from './admin.articles.$id/article-spanish.server';
import { loadTranslationPage, translationAction } from '~/modules/translation-desk.server';

/** A article's Spanish version at the desk (issue 43): its own draft, preview, publication and history. */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `Spanish: ${data.title}` : 'Article'} · Editors' desk` },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ params, request, context }: LoaderFunctionArgs) =>
  loadTranslationPage(context, request, params.id, articleSpanishDesk, articleSpanish);

export const headers = () => PRIVATE_PAGE;

export const action = ({ params, request, context }: ActionFunctionArgs) => translationAction(context, request, params.id, articleSpanishDesk);

export default function SpanishArticle() {
  const data = useLoaderData<typeof loader>();
  return (
    <SpanishEditor
      {...data}
      actionData={useActionData<DeskActionData<ArticleDetail>>()}
      preview={(article) => (article.kind === 'review' ? <ReviewArticle article={article} /> : <NewsArticleView article={article} />)}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
