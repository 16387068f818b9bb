import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { ChangeHistory } from '~/components/desk/change-history';
import { GeneralErrorBoundary } from '~/components/error-page';
import { articlePath } from '~/models/articles.server';
import { listChanges } from '~/models/changes.server';
import { getEditableArticle } from '~/models/desk-articles.server';
import { requireEditor } from '~/modules/auth.server';
import { notFound, PRIVATE_PAGE, routeParam } from '~/modules/http.server';
import { inputToFormValues } from '~/utils/desk-article';
import { articleAction } from './article-action.server';
import { ArticleEditor, type ArticleActionData } from './article-editor';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `Edit: ${data.title}` : 'Article'} · Editors' desk` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  await requireEditor(context, request);
  const id = routeParam(params.id, 'id', 'Article not found');
  const article = await getEditableArticle(context.db, id);
  if (!article) notFound('Article not found');
  const history = await listChanges(context.db, 'article', id);
  const live =
    article.status === 'published' || (article.status === 'scheduled' && article.input.publishedAt <= new Date().toISOString());
  return json(
    {
      id,
      title: article.input.title,
      version: article.version,
      status: article.status,
      values: inputToFormValues(article.input),
      livePath: live ? articlePath(article.input) : null,
      history,
    },
    { headers: PRIVATE_PAGE }
  );
}

export const headers = () => PRIVATE_PAGE;

export async function action({ params, request, context }: ActionFunctionArgs) {
  return articleAction(context, request, routeParam(params.id, 'id', 'Article not found'));
}

export default function EditArticle() {
  const { title, version, status, values, livePath, history } = useLoaderData<typeof loader>();
  const actionData = useActionData<ArticleActionData>();
  return (
    <>
      <ArticleEditor
        heading={
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
            <h1 className="text-2xl font-bold text-stone-900">{`Edit: ${title}`}</h1>
            {livePath ? (
              <Link to={livePath} className="inline-flex min-h-[44px] items-center font-semibold text-brand-800 underline">
                View on the site
              </Link>
            ) : null}
          </div>
        }
        defaultValue={values}
        version={version}
        status={status}
        actionData={actionData}
      />
      <div className="mx-auto max-w-3xl">
        <ChangeHistory entries={history} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
