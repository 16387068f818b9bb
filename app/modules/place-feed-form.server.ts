import { json, type AppLoadContext } from '@remix-run/cloudflare';
import { startPlaceFeed, stopPlaceFeed } from '~/models/follows.server';
import { getOptionalUser } from './auth.server';
import { PRIVATE_PAGE, redirectWithToast, toastWithAnswer } from './http.server';
import { translator } from './messages.server';
import { clientKey, rateLimitedMessage, tooManyRequests, withinRateLimit } from './rate-limit.server';

/**
 * "Follow your places" on /lists: make the diner's private feed, or stop it (its
 * address then answers 404; making it again mints a new one). Returns null for
 * another intent (the page's own).
 */
export async function handlePlaceFeedForm(request: Request, context: AppLoadContext, formData: FormData, redirectTo: string) {
  const intent = formData.get('intent');
  if (intent !== 'start-place-feed' && intent !== 'stop-place-feed') return null;
  const t = translator(context.locale);
  const user = await getOptionalUser(context);
  if (!user)
    return redirectWithToast(context, redirectTo, {
      type: 'error',
      title: t('listForms.toast.loginRequired'),
      description: t('listForms.toast.loginRequiredText'),
    });
  if (!(await withinRateLimit(context, 'FORM_RATE_LIMITER', clientKey(request, user.id)))) {
    toastWithAnswer(context, { type: 'error', title: t('limits.title'), description: rateLimitedMessage(t) });
    return json(null, tooManyRequests(PRIVATE_PAGE));
  }
  if (intent === 'start-place-feed') {
    await startPlaceFeed(context.db, user.id);
    return redirectWithToast(context, redirectTo, { type: 'success', title: t('followFeed.places.started'), description: t('followFeed.places.startedText') });
  }
  await stopPlaceFeed(context.db, user.id);
  return redirectWithToast(context, redirectTo, { type: 'success', title: t('followFeed.places.stopped'), description: t('followFeed.places.stoppedText') });
}
