import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, useActionData, useNavigation, useRouteLoaderData, useSearchParams } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import type { loader as rootLoader } from '~/root';
import { facebookAuthenticator } from '~/modules/auth.server';
import { safeRedirectPath } from '~/utils/redirect';
import { clientKey, rateLimitedMessage, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';
import { messagesFor, translator } from '~/modules/messages.server';
import { metaTranslator, useT } from '~/utils/i18n';

/**
 * POST /auth/facebook starts sign-in: it remembers the same-site path to come
 * back to, and remix-auth redirects to Facebook's dialog (or, in development
 * and tests, the loopback stand-in) with a fresh `state`.
 * GET shows a sign-in page with the same button, so a link can lead here.
 */
export function loader({ context }: LoaderFunctionArgs) {
  return json({ messages: messagesFor(context.locale, 'signIn', 'limits') });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (!(await withinRateLimit(context, 'AUTH_RATE_LIMITER', clientKey(request)))) {
    return json({ error: rateLimitedMessage(translator(context.locale)) }, tooManyRequests());
  }
  // remix-auth reads the request again: parse a copy.
  const form = await request.clone().formData();
  const requested = safeRedirectPath(form.get('redirectTo'));
  // Coming back to a sign-in or sign-out URL would be a dead end: go home instead.
  const redirectTo = requested.startsWith('/auth/') ? '/' : requested;
  const authenticator = facebookAuthenticator(context.cloudflare.env, context.db, request, { redirectTo });
  // Throws the redirect to Facebook (a Response) with the state cookie.
  await authenticator.authenticate('facebook', request);
  throw new Error('Sign-in did not redirect to Facebook');
}

export const headers = passThroughCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: `${metaTranslator(matches)('layout.account.signInTitle')} | Fort Worth Eats` },
  { name: 'robots', content: 'noindex' },
];

export default function SignIn() {
  const data = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction === '/auth/facebook';
  const keptReview = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.reviewDraft);
  const t = useT();
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('layout.account.signInTitle')}</h1>
      <p className="mt-4 text-stone-700">{t('signIn.intro')}</p>
      {keptReview ? (
        <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {t('signIn.keptReview')}
        </p>
      ) : null}
      {data?.error ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          {data.error}
        </p>
      ) : null}
      <Form method="post" action="/auth/facebook" className="mt-8">
        <input type="hidden" name="redirectTo" value={safeRedirectPath(params.get('redirectTo'))} />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('layout.account.loading') : t('signIn.continue')}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.screen.signIn')} defaultMessage={t('layout.error.signIn')} />;
}
