import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json, redirect } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { SignInForm } from '~/components/account-menu';
import { DigestForm } from '~/components/digest-form';
import { GeneralErrorBoundary } from '~/components/error-page';
import { countFollow } from '~/models/follows.server';
import { getOptionalUser } from '~/modules/auth.server';
import { isCanonicalQuery, readKnownSearch } from '~/modules/follow-feeds.server';
import { publicCache, redirectToCanonical, toastWithAnswer } from '~/modules/http.server';
import { messagesFor, translator } from '~/modules/messages.server';
import { clientKey, rateLimitedMessage, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { describeFollowedSearch, FOLLOW_PAGE, followPagePath, listingPathOf, searchFeedPath } from '~/utils/follow-words';
import { followedSearchQuery } from '~/utils/followed-search';
import { metaTranslator, useT } from '~/utils/i18n';
import { pathInLocale } from '~/utils/locale';
import { absoluteUrl, seoMeta } from '~/utils/seo';

/**
 * What following a search gives (/follow?<canonical query>): the search in words and
 * its feed's address. The same page for everyone who follows it, so the edge keeps it;
 * "Follow this search" on a listing posts here and lands here (post/redirect/get).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const { search, cuisineName } = await readKnownSearch(context, query);
  if (!isCanonicalQuery(query, search)) redirectToCanonical(followPagePath(search));
  const t = translator(context.locale);
  // By e-mail only where outgoing mail is set up; the form carries the signed-in diner's address.
  const user = context.digestMail ? await getOptionalUser(context) : null;
  return json(
    {
      described: describeFollowedSearch(search, t, cuisineName),
      digest: context.digestMail ? { query: followedSearchQuery(search), signedIn: user !== null, email: user?.email ?? null } : null,
      feedUrl: absoluteUrl(context.origin, pathInLocale(searchFeedPath(search), context.locale)),
      path: followPagePath(search),
      listingPath: listingPathOf(search),
      bySearchWords: search.q !== null,
      messages: messagesFor(context.locale, 'followPage', 'digests'),
    },
    { headers: publicCache(600, 3600) }
  );
}

/** A press of "Follow this search": counted (never who pressed), then this page for the search. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { search } = await readKnownSearch(context, new URL(request.url).searchParams);
  if (!(await withinRateLimit(context, 'FORM_RATE_LIMITER', clientKey(request)))) {
    const t = translator(context.locale);
    toastWithAnswer(context, { type: 'error', title: t('limits.title'), description: rateLimitedMessage(t) });
    return json(null, tooManyRequests());
  }
  await countFollow(context.db, followedSearchQuery(search));
  return redirect(followPagePath(search), 303);
}

export const headers = passThroughCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  const search = data?.described ?? '';
  return seoMeta(matches, {
    title: t('followPage.metaTitle', { search }),
    description: t('followPage.description', { search }),
    path: data?.path ?? FOLLOW_PAGE,
    // One page per search someone followed: none is worth a search result.
    noindex: true,
  });
};

export default function FollowPage() {
  const { described, digest, feedUrl, listingPath, bySearchWords } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('followPage.title')}</h1>
      <p className="mt-4 text-stone-700">{t('followPage.following')}</p>
      <p className="mt-1 break-words text-xl font-semibold text-stone-900">{described}</p>
      <p className="mt-3 text-stone-700">{t('followPage.what')}</p>

      <section aria-labelledby="feed-heading" className="card mt-8 p-5">
        <h2 id="feed-heading" className="text-xl font-bold">
          {t('followPage.feedHeading')}
        </h2>
        <p className="mt-2 text-stone-800">{t('followPage.feedExplain')}</p>
        <p className="mt-3">
          <a href={feedUrl} className="inline-flex min-h-[44px] items-center font-semibold text-brand-800 underline">
            {t('followPage.feedLink')}
          </a>
        </p>
        <label htmlFor="feed-address" className="mt-2 block text-sm font-medium text-stone-800">
          {t('followPage.feedAddress')}
        </label>
        {/* Sized to the address so a text browser shows it whole; a graphical one fits it to the card. */}
        <input id="feed-address" type="url" readOnly value={feedUrl} size={feedUrl.length} className="field-input mt-1 w-full font-mono text-sm" />
      </section>

      {digest ? (
        <div className="mt-6">
          {digest.signedIn ? (
            <DigestForm target={{ query: digest.query }} email={digest.email} />
          ) : (
            <section aria-labelledby="email-heading" className="card p-5">
              <h2 id="email-heading" className="text-lg font-bold text-stone-900">
                {t('digests.form.search')}
              </h2>
              <p className="mt-1 text-sm text-stone-700">{t('followPage.signInForEmail')}</p>
              <div className="mt-3">
                <SignInForm />
              </div>
            </section>
          )}
        </div>
      ) : null}

      <p className="mt-8">
        <Link to={listingPath} className="inline-flex min-h-[44px] items-center font-medium text-brand-800 underline">
          {bySearchWords ? t('followPage.backToSearch') : t('followPage.backToListing')}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary title="Follow this search" defaultMessage="Error loading this search. Please try again later." retry />;
}
