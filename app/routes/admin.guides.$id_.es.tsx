import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { DeskActionData } from '~/components/desk/desk-editor';
import { SpanishEditor } from '~/components/desk/spanish-editor';
import { GeneralErrorBoundary } from '~/components/error-page';
import { GuideView } from '~/components/guide-view';
import type { GuidePage } from '~/models/guides.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { guideSpanish, guideSpanishDesk } from './admin.guides.$id/guide-spanish.server';
import { loadTranslationPage, translationAction } from '~/modules/translation-desk.server';

/** A guide's Spanish version at the desk (issue 43): its own draft, preview, publication and history. */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `Spanish: ${data.title}` : 'Guide'} · Editors' desk` },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ params, request, context }: LoaderFunctionArgs) => loadTranslationPage(context, request, params.id, guideSpanishDesk, guideSpanish);

export const headers = () => PRIVATE_PAGE;

export const action = ({ params, request, context }: ActionFunctionArgs) => translationAction(context, request, params.id, guideSpanishDesk);

export default function SpanishGuide() {
  const data = useLoaderData<typeof loader>();
  return <SpanishEditor {...data} actionData={useActionData<DeskActionData<GuidePage>>()} preview={(guide) => <GuideView guide={guide} />} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
