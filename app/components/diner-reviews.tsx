import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import type { SerializeFrom } from '@remix-run/cloudflare';
import { Link, useFetcher, useLocation } from '@remix-run/react';
import { useState } from 'react';
import type { DinerReview, getRestaurantReviews, OwnReview, ReviewWithRestaurant } from '~/models/reviews.server';
import type { action as reviewAction } from '~/routes/resources.reviews';
import { relativeTime } from '~/utils/format';
import { Avatar, SignInForm } from './account-menu';
import { ErrorList, TextareaField } from './forms';
import { StarIcon } from './icons';
import { Stars } from './rating';

/** What getRestaurantReviews returns, as it arrives through a loader's JSON. */
export type RestaurantReviews = SerializeFrom<typeof getRestaurantReviews>;

/**
 * The restaurant page's diners' reviews: the signed-in diner's form to write,
 * edit or delete their review (a sign-in button otherwise), then the most
 * recent reviews, the diner's friends' first.
 *
 * In the page's loader:
 *   const user = await getOptionalUser(context, request);
 *   reviews: await getRestaurantReviews(context.db, restaurant.id, user?.id ?? null),
 *   signedIn: Boolean(user),
 * In its component:
 *   <DinerReviews restaurant={{ id: r.id, name: r.name }} reviews={data.reviews} signedIn={data.signedIn} />
 */
export function DinerReviews({
  restaurant,
  reviews: { reviews, total, myReview },
  signedIn,
  lastResult,
  redirectTo,
}: {
  restaurant: { id: number; name: string };
  reviews: RestaurantReviews;
  signedIn: boolean;
  /** Only for the no-JavaScript page of /resources/reviews: the action's answer. */
  lastResult?: SubmissionResult<string[]> | null;
  /** Where to come back after posting; defaults to the current page. */
  redirectTo?: string;
}) {
  return (
    <section className="card p-5" aria-labelledby="diner-reviews-heading">
      <h2 id="diner-reviews-heading" className="text-xl font-bold">
        Diners' Reviews
      </h2>
      <p className="text-sm text-stone-700">
        {total === 0 ? 'No reviews from our diners yet.' : total === 1 ? '1 review from our diners' : `${total} reviews from our diners`}
      </p>
      <div className="mt-4 border-t border-stone-200 pt-4">
        {signedIn ? (
          <ReviewForm
            restaurantId={restaurant.id}
            restaurantName={restaurant.name}
            myReview={myReview}
            lastResult={lastResult}
            redirectTo={redirectTo}
          />
        ) : (
          <SignInPrompt />
        )}
      </div>
      {reviews.length > 0 ? (
        <ul className="mt-6 divide-y divide-stone-200 border-t border-stone-200" aria-label={`Reviews of ${restaurant.name}`}>
          {reviews.map((review) => (
            <li key={review.id} className="py-4">
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      ) : null}
      {total > reviews.length ? (
        <p className="mt-2 text-sm text-stone-700">Showing the {reviews.length} most recent reviews.</p>
      ) : null}
    </section>
  );
}

function SignInPrompt() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-stone-700">Sign in with Facebook to write a review.</p>
      <SignInForm label="Sign in with Facebook" />
    </div>
  );
}

type ReviewFormProps = {
  restaurantId: number;
  restaurantName: string;
  myReview: SerializeFrom<OwnReview> | null;
  lastResult?: SubmissionResult<string[]> | null;
  redirectTo?: string;
};

/**
 * Write or edit the diner's review, and delete it. Posts through a fetcher to
 * /resources/reviews?restaurantId=N (a plain POST without JavaScript); the
 * redirect afterwards revalidates the page's loaders, so the list, the rating
 * and the review count show the change at once.
 */
export function ReviewForm(props: ReviewFormProps) {
  // A saved or deleted review starts a fresh form with the stored values.
  return <ReviewFormFields key={props.myReview?.updatedAt ?? 'new'} {...props} />;
}

function ReviewFormFields({ restaurantId, restaurantName, myReview, lastResult, redirectTo }: ReviewFormProps) {
  const location = useLocation();
  const saver = useFetcher<typeof reviewAction>({ key: `review-${restaurantId}` });
  const deleter = useFetcher<typeof reviewAction>({ key: `review-delete-${restaurantId}` });
  const formAction = `/resources/reviews?restaurantId=${restaurantId}`;
  const back = redirectTo ?? location.pathname + location.search;
  const saving = saver.state !== 'idle';
  const deleting = deleter.state !== 'idle';
  // Fetchers keep their last answer across the redirect: only answers that
  // arrive while this form is mounted are its results.
  const [seen] = useState(() => ({ save: saver.data, remove: deleter.data }));
  const fresh = deleter.data !== seen.remove ? deleter.data : saver.data !== seen.save ? saver.data : undefined;

  const [form, fields] = useForm({
    id: `review-form-${restaurantId}`,
    lastResult: saving ? undefined : (fresh?.result ?? lastResult),
    defaultValue: myReview ? { rating: String(myReview.rating), content: myReview.content } : undefined,
    // Validated by the server only (same messages with or without JavaScript): keeping zod
    // out of the restaurant page's bundle matters more here than instant checks.
  });

  return (
    <div>
      <h3 className="text-lg font-bold">{myReview ? 'Edit your review' : `Write a review of ${restaurantName}`}</h3>
      <saver.Form method="post" action={formAction} preventScrollReset className="mt-3 space-y-2" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={back} />
        <input type="hidden" name="intent" value="save" />
        <StarRadios
          name={fields.rating.name}
          defaultValue={fields.rating.initialValue as string | undefined}
          errorId={fields.rating.errorId}
          errors={fields.rating.errors}
        />
        <TextareaField
          label="Your review"
          textareaProps={{
            ...getTextareaProps(fields.content),
            rows: 5,
            'aria-required': true,
            placeholder: 'What did you eat? How was it?',
          }}
          errors={fields.content.errors}
        />
        <div id={form.errorId} role="alert" className="min-h-[1.5rem]">
          <ErrorList errors={form.errors} />
        </div>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving...' : myReview ? 'Update Review' : 'Post Review'}
        </button>
      </saver.Form>
      {myReview ? (
        <deleter.Form method="post" action={formAction} preventScrollReset className="mt-3">
          <input type="hidden" name="redirectTo" value={back} />
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="btn-secondary" disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete Review'}
          </button>
        </deleter.Form>
      ) : null}
    </div>
  );
}

/**
 * Five radio buttons drawn as stars. The stars up to the chosen one fill in
 * through CSS :has(), so it works the same with and without JavaScript.
 */
function StarRadios({
  name,
  defaultValue,
  errorId,
  errors,
}: {
  name: string;
  defaultValue: string | undefined;
  errorId: string;
  errors: string[] | undefined;
}) {
  const invalid = Boolean(errors?.length);
  return (
    <fieldset
      className={[
        '[&:has(input[value="1"]:checked)_label:nth-of-type(-n+1)]:text-amber-500',
        '[&:has(input[value="2"]:checked)_label:nth-of-type(-n+2)]:text-amber-500',
        '[&:has(input[value="3"]:checked)_label:nth-of-type(-n+3)]:text-amber-500',
        '[&:has(input[value="4"]:checked)_label:nth-of-type(-n+4)]:text-amber-500',
        '[&:has(input[value="5"]:checked)_label:nth-of-type(-n+5)]:text-amber-500',
      ].join(' ')}
    >
      <legend className="mb-1 font-medium text-stone-900">Your rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((value) => (
          <label
            key={value}
            className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-md text-stone-400 hover:bg-stone-100 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={defaultValue === String(value)}
              aria-required="true"
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              className="sr-only"
            />
            <StarIcon className="h-8 w-8 fill-current" />
            <span className="sr-only">{value === 1 ? '1 star' : `${value} stars`}</span>
          </label>
        ))}
      </div>
      <div className="min-h-[1.5rem] pt-1">
        <ErrorList id={errorId} errors={errors} />
      </div>
    </fieldset>
  );
}

type ItemReview = SerializeFrom<DinerReview> | (SerializeFrom<ReviewWithRestaurant> & { isFriend?: boolean; isMine?: boolean });

/**
 * One diner's review: avatar, name, stars, text and when ("3 days ago",
 * "Recently" when the date is missing). With `showRestaurant` (the profile)
 * it also names and links the restaurant.
 */
export function ReviewItem({ review, showRestaurant = false }: { review: ItemReview; showRestaurant?: boolean }) {
  const edited = Boolean(review.updatedAt && review.createdAt && review.updatedAt.slice(0, 19) !== review.createdAt.slice(0, 19));
  const restaurant = 'restaurant' in review ? review.restaurant : null;
  return (
    <article className="flex gap-3">
      <Avatar name={review.user.name} picture={review.user.profilePicture} size={44} />
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-semibold text-stone-900">{review.user.name}</h3>
          {review.isMine ? <span className="rounded-full bg-stone-200 px-2 text-xs font-semibold text-stone-800">You</span> : null}
          {review.isFriend ? (
            <span className="rounded-full bg-blue-100 px-2 text-xs font-semibold text-blue-900">Friend</span>
          ) : null}
          {/* Relative to "now", which differs between server and browser by a little. */}
          <time dateTime={review.createdAt ?? undefined} className="text-sm text-stone-700" suppressHydrationWarning>
            {relativeTime(review.createdAt)}
          </time>
          {edited ? <span className="text-sm text-stone-700">(edited)</span> : null}
        </header>
        {showRestaurant && restaurant ? (
          <p className="text-sm">
            <Link to={`/restaurant/${restaurant.slug}`} className="font-semibold text-brand-800 underline">
              {restaurant.name}
            </Link>{' '}
            <span className="text-stone-700">· {restaurant.cuisine}</span>
          </p>
        ) : null}
        <p className="mt-1 flex items-center gap-2 text-sm">
          <Stars value={review.rating} />
          <span className="sr-only">Rated {review.rating} out of 5</span>
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-stone-800">{review.content}</p>
      </div>
    </article>
  );
}
