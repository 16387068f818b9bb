import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { DeskHistory, DeskItemHeading, SpanishVersionLink } from '~/components/desk/desk-editor';
import { GeneralErrorBoundary } from '~/components/error-page';
import { articlePath } from '~/models/articles.server';
import { listingTruths } from '~/models/listing-truths.server';
import { deskAction, deskItemId, isLive, loadDeskItem } from '~/modules/desk-entity.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { articleSpanish } from './article-spanish.server';
import { spanishStateOf } from '~/modules/translation-desk.server';
import { EMPTY_ARTICLE, inputToFormValues } from '~/utils/desk-article';
import { listingWarnings, type ListingWarning } from '~/utils/hours-claims';
import { articleDesk } from './article-desk.server';
import { ArticleEditor, type ArticleActionData } from './article-editor';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${!data ? 'Article' : data.title === null ? 'New article' : `Edit: ${data.title}`} · Editors' desk` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { editor, item: article, history } = await loadDeskItem(context, request, params.id, articleDesk);
  if (!article) {
    const values = inputToFormValues({ ...EMPTY_ARTICLE, author: editor.name });
    return json({ title: null, version: 0, status: 'new', values, livePath: null, history, warnings: [] as ListingWarning[], spanish: null }, { headers: PRIVATE_PAGE });
  }
  // The visit box's note is the article's line about one listing: read against it (decision 044).
  const visit = article.input.visit;
  const truths = visit ? await listingTruths(context.db, { slugs: [visit.restaurant] }) : null;
  const warnings = visit ? listingWarnings([{ where: 'the Visit box', text: visit.note, listing: truths!.bySlug.get(visit.restaurant) }]) : [];
  return json(
    {
      title: article.input.title,
      version: article.version,
      status: article.status,
      values: inputToFormValues(article.input),
      livePath: isLive(article.status, article.input.publishedAt, new Date()) ? articlePath(article.input) : null,
      history,
      warnings,
      spanish: { to: `/admin/articles/${article.id}/es`, state: await spanishStateOf(context.db, articleSpanish, article) },
    },
    { headers: PRIVATE_PAGE }
  );
}

export const headers = () => PRIVATE_PAGE;

export async function action({ params, request, context }: ActionFunctionArgs) {
  return deskAction(articleDesk, context, request, deskItemId(articleDesk, params.id));
}

export default function EditArticle() {
  const { title, version, status, values, livePath, history, warnings, spanish } = useLoaderData<typeof loader>();
  const actionData = useActionData<ArticleActionData>();
  return (
    <>
      <ArticleEditor
        heading={
          <DeskItemHeading title={title && `Edit: ${title}`} fresh="New article" livePath={livePath} warnings={warnings}>
            {spanish ? <SpanishVersionLink {...spanish} /> : null}
          </DeskItemHeading>
        }
        defaultValue={values}
        version={version}
        status={status}
        actionData={actionData}
      />
      <DeskHistory entries={history} fresh={title === null} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
