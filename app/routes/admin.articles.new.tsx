import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { requireEditor } from '~/modules/auth.server';
import { deskAction } from '~/modules/desk-entity.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { EMPTY_ARTICLE, inputToFormValues } from '~/utils/desk-article';
import { articleDesk } from './admin.articles.$id/article-desk.server';
import { ArticleEditor, type ArticleActionData } from './admin.articles.$id/article-editor';

export const meta: MetaFunction = () => [{ title: "New article · Editors' desk" }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const editor = await requireEditor(context, request);
  return json({ values: inputToFormValues({ ...EMPTY_ARTICLE, author: editor.name }) }, { headers: PRIVATE_PAGE });
}

export const headers = () => PRIVATE_PAGE;

export async function action({ request, context }: ActionFunctionArgs) {
  return deskAction(articleDesk, context, request, null);
}

export default function NewArticle() {
  const { values } = useLoaderData<typeof loader>();
  const actionData = useActionData<ArticleActionData>();
  return (
    <ArticleEditor
      heading={<h1 className="mb-6 text-2xl font-bold text-stone-900">New article</h1>}
      defaultValue={values}
      version={0}
      status="new"
      actionData={actionData}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
