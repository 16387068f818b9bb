import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { getOptionalUser } from './modules/auth.server';
import { readReviewDraft, readToast } from './modules/session.server';
import { canUseDesk } from './models/users.server';
import { messagesFor, translator } from './modules/messages.server';
import { LOCALES, SUGGESTED_LANGUAGE_HEADER } from './utils/locale';

/** Every page's data: the signed-in diner, a toast to show, a review draft waiting for its form, the layout's words. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const [user, { toast, setCookie }, reviewDraft] = await Promise.all([
    getOptionalUser(context),
    readToast(context, request),
    readReviewDraft(env, request),
  ]);
  return json(
    {
      user: user ? { name: user.name, profilePicture: user.profilePicture, canUseDesk: canUseDesk(user), digests: context.digestMail !== null } : null,
      toast,
      // A review typed before a lost session, waiting to go back into its form.
      reviewDraft,
      origin: context.origin,
      demoContent: env.DEMO_CONTENT,
      locale: context.locale,
      // Pagination, the heart and list toggles and a review's words are on pages of every part of
      // the site, English-only ones too (reviews, news, the desk): their few words come with every page.
      messages: messagesFor(context.locale, 'layout', 'pagination', 'saving', 'review'),
      suggestion: languageSuggestion(request),
    },
    { headers: setCookie ? { 'Set-Cookie': setCookie } : undefined },
  );
}

/** The banner offering the page in the language the browser prefers, in that language (set by the Worker). */
function languageSuggestion(request: Request) {
  const locale = LOCALES.find((l) => l === request.headers.get(SUGGESTED_LANGUAGE_HEADER));
  return locale ? { locale, text: translator(locale)('layout.language.suggest') } : null;
}
