import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { digestByToken, DIGEST_TOKEN, unsubscribeByToken } from '~/models/digest-subscriptions.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { messagesFor, translator } from '~/modules/messages.server';
import { readFollowedSearch } from '~/utils/followed-search';
import { describeFollowedSearch } from '~/utils/follow-words';
import { metaTranslator, useT } from '~/utils/i18n';

/**
 * The unsubscribe link of every digest and confirmation (List-Unsubscribe). A POST
 * stops the digest at once: the mail provider's one-click (RFC 8058, body
 * "List-Unsubscribe=One-Click", no cookie, any Origin: workers/origin.ts lets this
 * route alone take it) or the button of this page. A GET only shows the button.
 */

async function subscriptionOf(token: string | undefined, context: LoaderFunctionArgs['context']) {
  return token && DIGEST_TOKEN.test(token) ? (await digestByToken(context.db, 'unsubscribe', token)) ?? null : null;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const sub = await subscriptionOf(params.token, context);
  const messages = messagesFor(context.locale, 'digests');
  if (!sub) return json({ state: 'unknown' as const, what: '', messages }, { status: 404, headers: PRIVATE_PAGE });
  const t = translator(context.locale);
  const what = sub.query === null ? t('digests.what.places') : describeFollowedSearch(readFollowedSearch(new URLSearchParams(sub.query)), t);
  return json({ state: sub.status === 'unsubscribed' ? ('done' as const) : ('subscribed' as const), what, messages }, { headers: PRIVATE_PAGE });
}

export const headers: HeadersFunction = () => PRIVATE_PAGE;

export async function action({ params, context }: ActionFunctionArgs) {
  const sub = await subscriptionOf(params.token, context);
  if (!sub) throw new Response('Not Found', { status: 404, headers: PRIVATE_PAGE });
  await unsubscribeByToken(context.db, params.token!);
  // A 200 with the page, not a redirect: a mail provider's one-click does not follow one.
  return json({ unsubscribed: true }, { headers: PRIVATE_PAGE });
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [{ title: `${t('digests.unsubscribeTitle')} | Fort Worth Eats` }, { name: 'robots', content: 'noindex' }];
};

export default function UnsubscribeDigest() {
  const { state, what } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useT();
  const done = answer?.unsubscribed || state === 'done';
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('digests.unsubscribeTitle')}</h1>
      {state === 'unknown' ? (
        <p className="text-stone-800">{t('digests.unsubscribe.unknown')}</p>
      ) : done ? (
        <p role="status" className="text-stone-800">
          {t('digests.unsubscribe.done', { what })}
        </p>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-stone-800">{t('digests.unsubscribe.text', { what })}</p>
          {/* A named field: a browser that sends only named fields (lynx) would send a form with none as a GET. */}
          <button type="submit" name="stop" value="yes" className="btn-primary">
            {t('digests.unsubscribeTitle')}
          </button>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
