import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { confirmDigest, digestByToken, DIGEST_TOKEN } from '~/models/digest-subscriptions.server';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { messagesFor, translator } from '~/modules/messages.server';
import { readFollowedSearch } from '~/utils/followed-search';
import { describeFollowedSearch } from '~/utils/follow-words';
import { metaTranslator, useT } from '~/utils/i18n';

/**
 * The link in a digest's confirmation e-mail: a page with one Confirm button. Opening
 * it confirms nothing (mail scanners open links); only the button's POST does. The
 * token is the authority, so it works signed out and on another device.
 */

async function subscriptionOf(token: string | undefined, context: LoaderFunctionArgs['context']) {
  return token && DIGEST_TOKEN.test(token) ? (await digestByToken(context.db, 'confirm', token)) ?? null : null;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const sub = await subscriptionOf(params.token, context);
  const messages = messagesFor(context.locale, 'digests');
  if (!sub) return json({ state: 'unknown' as const, what: '', email: '', frequency: 'weekly' as const, messages }, { status: 404, headers: PRIVATE_PAGE });
  const t = translator(context.locale);
  const what = sub.query === null ? t('digests.what.places') : describeFollowedSearch(readFollowedSearch(new URLSearchParams(sub.query)), t);
  const state = sub.status === 'pending' ? ('pending' as const) : sub.status === 'active' ? ('active' as const) : ('unknown' as const);
  return json({ state, what, email: sub.email, frequency: sub.frequency, messages }, { status: state === 'unknown' ? 404 : 200, headers: PRIVATE_PAGE });
}

export const headers: HeadersFunction = () => PRIVATE_PAGE;

export async function action({ params, context }: ActionFunctionArgs) {
  const sub = await subscriptionOf(params.token, context);
  if (!sub) throw new Response('Not Found', { status: 404, headers: PRIVATE_PAGE });
  await confirmDigest(context.db, params.token!, new Date(context.instant));
  return json({ confirmed: true }, { headers: PRIVATE_PAGE });
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [{ title: `${t('digests.confirm.title')} | Fort Worth Eats` }, { name: 'robots', content: 'noindex' }];
};

export default function ConfirmDigest() {
  const { state, what, email, frequency } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('digests.confirm.title')}</h1>
      {state === 'pending' ? (
        <Form method="post" className="space-y-4">
          <p className="text-stone-800">{t('digests.confirm.text', { what, email, frequency })}</p>
          {/* A named field: a browser that sends only named fields (lynx) would send a form with none as a GET. */}
          <button type="submit" name="confirm" value="yes" className="btn-primary">
            {t('digests.confirm.button')}
          </button>
        </Form>
      ) : state === 'active' ? (
        <p role="status" className="text-stone-800">
          {t('digests.confirm.done')}
        </p>
      ) : (
        <p className="text-stone-800">{t('digests.confirm.unknown')}</p>
      )}
      <p>
        <Link to="/digests" className="text-brand-800 underline">
          {t('digests.mail.manage')}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
