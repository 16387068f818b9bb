import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, AppLoadContext, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { DinerReviews } from '~/components/diner-reviews';
import { LazyReviewForm } from './lazy-review-form';
import { GeneralErrorBoundary } from '~/components/error-page';
import { isFavorite } from '~/models/favorites.server';
import { deleteReview, getRestaurantReviews, getReviewTarget, saveReview } from '~/models/reviews.server';
import { getOptionalUser } from '~/modules/auth.server';
import { notFound, redirectWithToast, routeParam, toastWithAnswer } from '~/modules/http.server';
import { safeRedirectPath } from '~/utils/redirect';
import { clientKey, RATE_LIMITED_MESSAGE, tooManyRequests, withinRateLimit } from '~/modules/rate-limit.server';
import { reviewListParams } from '~/utils/review-list';
import { reviewFormSchema, type ReviewAnswer } from './review-schema';
import { messagesFor, translator } from '~/modules/messages.server';
import { metaTranslator, useT, type Translate } from '~/utils/i18n';
import { clearReviewDraft, commitReviewDraft } from '~/modules/session.server';
import { FavoriteButton } from '~/components/favorite-button';

/**
 * A diner's own review of a restaurant: write, edit or delete (one per diner
 * per restaurant), at /resources/reviews?restaurantId=N.
 *
 * The form (review-form.tsx) shows in the restaurant page's diners' reviews section
 * (app/components/diner-reviews.tsx) and posts here through a fetcher. Without
 * JavaScript it is a plain POST: success redirects back with a toast
 * (post/redirect/get); invalid input renders this route's own page (400, or
 * 429 when rate limited) with the messages and the diner's text kept. A GET
 * shows the same page: the restaurant's diners' reviews with the form and the
 * favourite button.
 */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

async function reviewTarget(context: AppLoadContext, request: Request) {
  const id = routeParam(new URL(request.url).searchParams.get('restaurantId'), 'id', 'That restaurant is not listed.');
  const restaurant = await getReviewTarget(context.db, id);
  if (!restaurant) notFound('That restaurant is not listed.');
  return restaurant;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const restaurant = await reviewTarget(context, request);
  const user = await getOptionalUser(context);
  const [reviews, favorite] = await Promise.all([
    getRestaurantReviews(context.db, { id: restaurant.id }, user?.id ?? null, reviewListParams(new URL(request.url).searchParams)),
    user ? isFavorite(context.db, user.id, restaurant.id) : false,
  ]);
  const messages = messagesFor(context.locale, 'reviews', 'dates', ...(reviews.viewerOwns ? (['ownerReply'] as const) : []));
  return json({ restaurant, signedIn: Boolean(user), reviews, askedAt: context.instant, favorite, messages }, { headers: PRIVATE });
}

const writeFailedToast = (t: Translate) =>
  ({ type: 'error', title: t('reviews.toast.notSaved'), description: t('reviews.toast.notSavedDescription') }) as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const restaurant = await reviewTarget(context, request);
  const formData = await request.formData();
  const redirectTo = safeRedirectPath(formData.get('redirectTo'), `/restaurant/${restaurant.slug}`);
  // A fetcher's redirect back to the same page replaces its history entry
  // (browsers without JavaScript ignore the header).
  const sameEntry = { headers: { 'X-Remix-Replace': 'true' } };
  const t = translator(context.locale);
  const ReviewFormSchema = reviewFormSchema(t);

  const user = await getOptionalUser(context);
  if (!user) {
    // The session may have ended while the diner was typing: keep the review
    // through sign-in and put it back in the form afterwards.
    const content = formData.get('content');
    const headers = new Headers(sameEntry.headers);
    let signInPath = redirectTo;
    if (formData.get('intent') !== 'delete' && typeof content === 'string' && content.trim()) {
      const rating = formData.get('rating');
      const draft = { restaurantId: restaurant.id, rating: typeof rating === 'string' ? rating : '', content };
      headers.append('Set-Cookie', await commitReviewDraft(context.cloudflare.env, draft));
      signInPath = `/auth/facebook?${new URLSearchParams({ redirectTo: `${redirectTo.split('#')[0]}#write-review` })}`;
    }
    return redirectWithToast(
      context,
      signInPath,
      { type: 'error', title: t('reviews.toast.loginRequired'), description: t('reviews.toast.loginToWrite') },
      { headers },
    );
  }

  const intent = formData.get('intent') === 'delete' ? 'delete' : 'save';
  if (!(await withinRateLimit(context, 'FORM_RATE_LIMITER', clientKey(request, user.id)))) {
    const submission = parseWithZod(formData, { schema: ReviewFormSchema });
    toastWithAnswer(context, { type: 'error', title: t('reviews.toast.tooMany'), description: RATE_LIMITED_MESSAGE });
    return json<ReviewAnswer>({ result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }), redirectTo }, tooManyRequests());
  }

  // A failed write keeps the diner's text on the form and says what happened.
  const writeFailed = (error: unknown) => {
    console.error('Saving a review failed', error);
    const submission = parseWithZod(formData, { schema: ReviewFormSchema });
    const failed = writeFailedToast(t);
    toastWithAnswer(context, failed);
    return json<ReviewAnswer>({ result: submission.reply({ formErrors: [failed.description] }), redirectTo }, { status: 503, headers: PRIVATE });
  };

  if (intent === 'delete') {
    try {
      await deleteReview(context.db, user.id, restaurant.id);
    } catch (error) {
      return writeFailed(error);
    }
    return redirectWithToast(
      context,
      redirectTo,
      { type: 'success', title: t('reviews.toast.deleted'), description: t('reviews.toast.deletedDescription', { name: restaurant.name }) },
      sameEntry,
    );
  }

  const submission = parseWithZod(formData, { schema: ReviewFormSchema });
  if (submission.status !== 'success') {
    return json<ReviewAnswer>({ result: submission.reply(), redirectTo }, { status: 400, headers: PRIVATE });
  }
  let outcome: Awaited<ReturnType<typeof saveReview>>;
  try {
    outcome = await saveReview(context.db, user.id, restaurant.id, { ...submission.value, language: context.locale });
  } catch (error) {
    return writeFailed(error);
  }
  const saved = new Headers(sameEntry.headers);
  saved.append('Set-Cookie', await clearReviewDraft(context.cloudflare.env));
  return redirectWithToast(
    context,
    redirectTo,
    outcome === 'created'
      ? { type: 'success', title: t('reviews.toast.posted'), description: t('reviews.toast.postedDescription', { name: restaurant.name }) }
      : { type: 'success', title: t('reviews.toast.updated'), description: t('reviews.toast.updatedDescription', { name: restaurant.name }) },
    { headers: saved },
  );
}

// Always private; a refusal for going too fast also says when to try again.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { ...PRIVATE, 'Retry-After': retryAfter } : PRIVATE;
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: data ? t('reviews.metaTitleOf', { name: data.restaurant.name }) : t('reviews.metaTitle') },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ReviewPage() {
  const { restaurant, signedIn, reviews, askedAt, favorite } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const back = `/restaurant/${restaurant.slug}`;
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to={back} className="inline-flex min-h-[44px] items-center text-brand-800 underline">
        {t('reviews.backTo', { name: restaurant.name })}
      </Link>
      <div className="mb-6 mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('reviews.listLabel', { name: restaurant.name })}</h1>
        <div className="w-full sm:w-auto">
          <FavoriteButton restaurantId={restaurant.id} isFavorite={favorite} variant="button" />
        </div>
      </div>
      <DinerReviews
        restaurant={restaurant}
        reviews={reviews}
        now={askedAt}
        signedIn={signedIn}
        listPath={`/resources/reviews?restaurantId=${restaurant.id}`}
        reviewForm={
          <LazyReviewForm
            restaurantId={restaurant.id}
            restaurantName={restaurant.name}
            myReview={reviews.myReview}
            lastResult={actionData?.result}
            // After a failed post, keep returning where the diner started; else to this page.
            redirectTo={actionData?.redirectTo}
          />
        }
      />
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.screen.reviews')} defaultMessage={t('layout.error.loading.reviews')} />;
}
