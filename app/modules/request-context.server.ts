import type { AppLoadContext } from '@remix-run/cloudflare';
import type { Db } from '~/db/client.server';
import { fortWorthTime } from '~/utils/hours';
import { splitLocale } from '~/utils/locale';
import { findViewer } from './auth.server';
import type { Env } from './env.server';
import type { PhotoCodec } from './photo-codec';
import { setToastCookie } from './session.server';

/**
 * The load context of one request: the bindings, and the facts every route of
 * the request shares, worked out once — who is looking (read from D1 at most
 * once, however many loaders ask), Fort Worth's time when the request arrived,
 * and the site's origin; and the slot for a toast an action answers with.
 */
export function createLoadContext(
  request: Request,
  {
    env,
    ctx,
    db,
    cspNonce,
    photoCodec,
    notifyOperator,
    mailClaimCode = null,
    digestMail = null,
  }: {
    env: Env;
    ctx: ExecutionContext;
    db: Db;
    cspNonce: string;
    photoCodec: PhotoCodec;
    notifyOperator: AppLoadContext['notifyOperator'];
    mailClaimCode?: AppLoadContext['mailClaimCode'];
    digestMail?: AppLoadContext['digestMail'];
  },
): AppLoadContext {
  let viewer: ReturnType<typeof findViewer> | undefined;
  const arrived = env.TEST_NOW ? new Date(env.TEST_NOW) : new Date();
  return {
    cloudflare: { env, ctx },
    db,
    cspNonce,
    origin: env.PUBLIC_ORIGIN.replace(/\/+$/, ''),
    locale: splitLocale(new URL(request.url).pathname).locale,
    now: fortWorthTime(arrived),
    instant: arrived.toISOString(),
    photoCodec,
    notifyOperator,
    mailClaimCode,
    digestMail,
    viewer: () => (viewer ??= findViewer(env, db, request)),
    toast: { pending: null },
  };
}

/**
 * A toast an action answered with that no page of this request showed (a
 * fetcher's answer, a resource route's) leaves as the flash cookie, for the
 * root loader of the next request: the revalidation that follows a submission
 * with JavaScript, or the next page without it.
 */
export async function sendUnshownToast(context: AppLoadContext, response: Response): Promise<Response> {
  const toast = context.toast.pending;
  if (!toast) return response;
  context.toast.pending = null;
  const sent = new Response(response.body, response);
  sent.headers.append('Set-Cookie', await setToastCookie(context.cloudflare.env, toast));
  return sent;
}
