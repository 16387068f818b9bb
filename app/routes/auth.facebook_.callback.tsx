// auth.facebook_ (trailing underscore): /auth/facebook/callback, not nested in the /auth/facebook page.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link } from '@remix-run/react';
import { ErrorMessage, GeneralErrorBoundary } from '~/components/error-page';
import { commitUserSession, facebookAuthenticator } from '~/modules/auth.server';
import { redirectWithToast } from '~/modules/http.server';
import { safeRedirectPath } from '~/utils/redirect';
import { clientKey, rateLimitedMessage, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';
import { translator } from '~/modules/messages.server';
import { metaTranslator, useT, type Translate } from '~/utils/i18n';
import { splitLocale } from '~/utils/locale';
import { oauthStorage, type ToastData } from '~/modules/session.server';

// The spec's login toasts (section 8), in the language of the page the diner goes back to.
const loginToasts = (t: Translate) =>
  ({
    welcome: { type: 'success', title: t('signIn.welcome'), description: t('signIn.signedIn') },
    welcomeBack: { type: 'success', title: t('signIn.welcomeBack'), description: t('signIn.signedIn') },
    cancelled: { type: 'error', title: t('signIn.cancelled'), description: t('signIn.cancelledText') },
    failed: { type: 'error', title: t('layout.error.screen.signIn'), description: t('layout.error.signIn') },
  }) satisfies Record<string, ToastData>;

/**
 * Facebook sends the diner back here. remix-auth checks `state` against the
 * short-lived OAuth cookie, exchanges the code, fetches the profile and our
 * verify callback stores the diner; then the session starts and the diner
 * returns to the page they signed in from, with a toast either way.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const storage = oauthStorage(env);
  const oauth = await storage.getSession(request.headers.get('Cookie'));
  const redirectTo = safeRedirectPath(oauth.get('redirectTo'));
  // Facebook calls back at one fixed, English address: the page to return to names the language.
  const LOGIN_TOASTS = loginToasts(translator(splitLocale(redirectTo.replace(/[?#].*$/, '')).locale));
  // The round trip is over whatever happens: the state is single-use.
  const headers = new Headers({ 'Set-Cookie': await storage.destroySession(oauth) });

  if (!(await withinRateLimit(context, 'AUTH_RATE_LIMITER', clientKey(request)))) {
    throw json({ message: rateLimitedMessage(translator(context.locale)) }, tooManyRequests(headers));
  }

  const url = new URL(request.url);
  const error = url.searchParams.get('error');
  if (error) {
    const cancelled = error === 'access_denied' || url.searchParams.get('error_reason') === 'user_denied';
    return redirectWithToast(context, redirectTo, cancelled ? LOGIN_TOASTS.cancelled : LOGIN_TOASTS.failed, { headers });
  }

  try {
    const signIn = await facebookAuthenticator(env, context.db, request).authenticate('facebook', request);
    headers.append('Set-Cookie', await commitUserSession(env, context.db, signIn.userId));
    return redirectWithToast(context, redirectTo, signIn.created ? LOGIN_TOASTS.welcome : LOGIN_TOASTS.welcomeBack, {
      headers,
    });
  } catch (failure) {
    // A forged or missing state, a refused code, a failed or invalid profile: no session.
    console.error('Facebook sign-in failed:', failure instanceof Error ? failure.message : failure);
    return redirectWithToast(context, redirectTo, LOGIN_TOASTS.failed, { headers });
  }
}

export const meta: MetaFunction = ({ matches }) => [{ title: `${metaTranslator(matches)('layout.account.signInTitle')} | Fort Worth Eats` }, { name: 'robots', content: 'noindex' }];

export default function Callback() {
  return null;
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <GeneralErrorBoundary
      title={t('layout.error.screen.signIn')}
      defaultMessage={t('layout.error.signIn')}
      statusHandlers={{
        429: ({ data }) => (
          <ErrorMessage
            title={t('layout.error.screen.signInLimit')}
            action={
              <Link to="/" className="btn-primary">
                {t('layout.error.home')}
              </Link>
            }
          >
            {(data as { message?: string } | null)?.message}
          </ErrorMessage>
        ),
      }}
    />
  );
}
