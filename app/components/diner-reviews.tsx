import type { SerializeFrom } from '@remix-run/cloudflare';
import { Link, useLocation } from '@remix-run/react';
import { Fragment, type ReactNode } from 'react';
import type { DinerReview, getRestaurantReviews, ReviewWithRestaurant } from '~/models/reviews.server';
import { formatCount, formatLongDate, relativeTime } from '~/utils/format';
import { useT } from '~/utils/i18n';
import { TEXT_LANG, useLocale } from '~/utils/locale';
import { REVIEW_SORTS, REVIEWS_PAGE_SIZE, reviewListHref } from '~/utils/review-list';
import { SignInForm } from './account-menu';
import { Avatar } from './avatar';
import { Stars } from './rating';

/** What getRestaurantReviews returns, as it arrives through a loader's JSON. */
type RestaurantReviews = SerializeFrom<typeof getRestaurantReviews>;

/**
 * A restaurant's diners' reviews: how many there are, the signed-in diner's form
 * to write, edit or delete their review (a sign-in button otherwise), then one
 * page of reviews (the diner's friends' first) with links to sort and page
 * through all of them. Sorting and paging are links, so they work without
 * JavaScript; `listPath` is the page they stay on. The form is the review route's
 * (`LazyReviewForm` in app/routes/resources.reviews/), given by the page, so its
 * code loads only for signed-in diners.
 *
 * In the page's loader:
 *   const user = await getOptionalUser(context);
 *   reviews: await getRestaurantReviews(context.db, { id: restaurant.id }, user?.id ?? null, reviewListParams(url.searchParams)),
 *   signedIn: Boolean(user),
 * In its component:
 *   <DinerReviews restaurant={{ id: r.id, name: r.name }} reviews={data.reviews} signedIn={data.signedIn} listPath={`/restaurant/${r.slug}`}
 *     reviewForm={<LazyReviewForm restaurantId={r.id} restaurantName={r.name} myReview={data.reviews.myReview} />} />
 */
export function DinerReviews({
  restaurant,
  reviews: { reviews, total, page, pageCount, sort, viewerOwns },
  signedIn,
  listPath,
  reviewForm,
  now,
}: {
  /** With its slug, the listing's owners are offered "Reply as the owner" under each review. */
  restaurant: { id: number; name: string; slug?: string };
  reviews: RestaurantReviews;
  /** The instant the page was asked for, which each review's age is counted from. */
  now: string;
  signedIn: boolean;
  listPath: string;
  /** The signed-in diner's form, shown in place of the sign-in button. */
  reviewForm: ReactNode;
}) {
  const locale = useLocale();
  const first = (page - 1) * REVIEWS_PAGE_SIZE + 1;
  const friendsShown = reviews.some((review) => review.isFriend);
  const t = useT();
  return (
    <section id="reviews" className="card p-5" aria-labelledby="diner-reviews-heading">
      <h2 id="diner-reviews-heading" className="text-xl font-bold">
        {t('reviews.heading')}
      </h2>
      <p className="text-sm text-stone-700">
        {total === 0 ? t('reviews.none') : t('reviews.count', { count: total })}
      </p>
      <div id="write-review" className="mt-4 border-t border-stone-200 pt-4">
        {signedIn ? reviewForm : <SignInPrompt />}
      </div>
      {total > 1 ? (
        <nav aria-label={t('reviews.sortLabel')} className="mt-6 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium text-stone-700">{t('reviews.sort')}</span>
          {REVIEW_SORTS.map((option) => (
            <Fragment key={option}>
              {' '}
              <Link
                to={reviewListHref(listPath, option, 1)}
                preventScrollReset
                aria-current={option === sort ? 'true' : undefined}
                className={`inline-flex min-h-[44px] items-center rounded-full border px-3 font-semibold ${
                  option === sort
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
                }`}
              >
                {t(`reviews.sort.${option}`)}
              </Link>
            </Fragment>
          ))}
        </nav>
      ) : null}
      {friendsShown ? <p className="mt-2 text-sm text-stone-700">{t('reviews.friendsFirst')}</p> : null}
      {reviews.length > 0 ? (
        <ul className="mt-4 divide-y divide-stone-200 border-t border-stone-200" aria-label={t('reviews.listLabel', { name: restaurant.name })}>
          {reviews.map((review) => (
            <li key={review.id} id={`review-${review.id}`} className="py-4">
              <ReviewItem
                review={review}
                reportable={!review.isMine}
                now={now}
                ownerView={viewerOwns}
                replyPath={viewerOwns && restaurant.slug && !review.isMine ? `/restaurant/${restaurant.slug}/reviews/${review.id}/reply` : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {pageCount > 1 ? (
        <nav
          aria-label={t('reviews.pagesLabel')}
          className="mt-2 flex flex-wrap items-center justify-between gap-2 border-t border-stone-200 pt-4 text-sm"
        >
          {page > 1 ? (
            <Link to={reviewListHref(listPath, sort, page - 1)} preventScrollReset rel="prev" className="btn-secondary">
              {t('reviews.previous')}<span className="sr-only">{t('reviews.srReviews')}</span>
            </Link>
          ) : (
            <span />
          )}
          <p className="text-stone-700">
            {t('reviews.range', { first, last: first + reviews.length - 1, total: formatCount(total, locale), page, pageCount })}
          </p>
          {page < pageCount ? (
            <Link to={reviewListHref(listPath, sort, page + 1)} preventScrollReset rel="next" className="btn-secondary">
              {t('reviews.next')}<span className="sr-only">{t('reviews.srReviews')}</span>
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}

function SignInPrompt() {
  const t = useT();
  // Signed in, the diner comes back to this spot: the review form takes its place.
  const location = useLocation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-stone-700">{t('reviews.signInToWrite')}</p>
      <SignInForm label={t('reviews.signIn')} redirectTo={`${location.pathname}${location.search}#write-review`} />
    </div>
  );
}

type ItemReview = SerializeFrom<DinerReview> | (SerializeFrom<ReviewWithRestaurant> & { isFriend?: boolean; isMine?: boolean });

/** One diner's review: avatar, name, stars, text and when it was written. */
export function ReviewItem({
  review,
  showRestaurant = false,
  reportable = false,
  ownerView = false,
  replyPath,
  now,
}: {
  review: ItemReview;
  /** The viewer owns the listing: its reply shows in any state, and is not theirs to report. */
  ownerView?: boolean;
  /** Where the viewer, an owner of the listing, writes or rewrites the reply. */
  replyPath?: string;
  /** The instant the page was asked for (the load context's), not the reader's clock. */
  now: string;
  showRestaurant?: boolean;
  reportable?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const edited = Boolean(review.updatedAt && review.createdAt && review.updatedAt.slice(0, 19) !== review.createdAt.slice(0, 19));
  const restaurant = 'restaurant' in review ? review.restaurant : null;
  return (
    <article className="flex gap-3">
      <Avatar name={review.user.name} picture={review.user.profilePicture} size="md" />
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-semibold text-stone-900">{review.user.name}</h3>
          {/* The spaces keep "You just now" apart where no stylesheet puts a gap between them (text browsers). */}
          {review.isMine ? (
            <>
              <span className="rounded-full bg-stone-200 px-2 text-xs font-semibold text-stone-800">{t('review.you')}</span>{' '}
            </>
          ) : null}
          {review.isFriend ? (
            <>
              <span className="rounded-full bg-blue-100 px-2 text-xs font-semibold text-blue-900">{t('review.friend')}</span>{' '}
            </>
          ) : null}
          <time dateTime={review.createdAt ?? undefined} className="text-sm text-stone-700">
            {relativeTime(review.createdAt, t, locale, new Date(now))}
          </time>
          {edited ? <span className="text-sm text-stone-700">{t('review.edited')}</span> : null}
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
          <span className="sr-only">{t('review.rated', { rating: review.rating })}</span>
        </p>
        <p lang={TEXT_LANG[review.language]} className="mt-1 whitespace-pre-line break-words text-stone-800">
          {review.content}
        </p>
        {review.hiddenReason ? (
          <p className="mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-stone-900">
            {t('review.hidden', { reason: review.hiddenReason })}
          </p>
        ) : null}
        {reportable ? (
          <Link
            to={`/report/review/${review.id}`}
            rel="nofollow"
            className="mt-1 inline-flex min-h-[44px] items-center text-sm text-stone-700 underline"
          >
            {t('review.report')}<span className="sr-only">{t('review.reportWhich', { name: review.user.name })}</span>
          </Link>
        ) : null}
        {'ownerReply' in review && review.ownerReply ? (
          <OwnerReply reply={review.ownerReply} reviewer={review.user.name} reportable={!ownerView} replyPath={replyPath} />
        ) : replyPath ? (
          <Link to={replyPath} rel="nofollow" className="mt-1 inline-flex min-h-[44px] items-center text-sm font-medium text-brand-800 underline">
            {t('ownerReply.replyAsOwner')}<span className="sr-only">{t('ownerReply.replyTo', { name: review.user.name })}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}

type ShownReply = NonNullable<SerializeFrom<DinerReview>['ownerReply']>;

/**
 * The owner's answer under a review: as everyone reads it once an editor approved it,
 * and, to the listing's owners only (their pages are never shared), while it waits,
 * after a rejection or once hidden, with the editor's reason. Always plain text.
 */
function OwnerReply({ reply, reviewer, reportable, replyPath }: { reply: ShownReply; reviewer: string; reportable: boolean; replyPath?: string }) {
  const locale = useLocale();
  const rewritable = reply.mine && (reply.status === 'pending' || reply.status === 'rejected') && replyPath;
  const t = useT();
  return (
    <div className="mt-2 border-l-4 border-brand-700 bg-stone-50 py-2 pl-3 pr-2">
      <p className="text-sm font-semibold text-stone-900">
        {reply.status === 'approved' && reply.approvedOn ? (
          <>
            {t('review.ownerReply')}<time dateTime={reply.approvedOn}>{formatLongDate(reply.approvedOn, locale)}</time>
          </>
        ) : (
          t('ownerReply.yourOwnerReply')
        )}
      </p>
      <p lang={TEXT_LANG[reply.language]} className="mt-1 whitespace-pre-line break-words text-stone-800">
        {reply.content}
      </p>
      {reply.status === 'pending' ? <p className="mt-1 text-sm font-medium text-amber-900">{t('ownerReply.replyPending')}</p> : null}
      {reply.status === 'rejected' ? <p className="mt-1 text-sm text-stone-900">{reply.reason ? t('ownerReply.replyRejected', { reason: reply.reason }) : t('ownerReply.replyDeclined')}</p> : null}
      {reply.status === 'hidden' ? <p className="mt-1 text-sm text-stone-900">{t('ownerReply.replyHidden', { reason: reply.reason ?? t('ownerReply.reported') })}</p> : null}
      {rewritable ? (
        <Link to={replyPath} rel="nofollow" className="inline-flex min-h-[44px] items-center text-sm font-medium text-brand-800 underline">
          {reply.status === 'pending' ? t('ownerReply.editReply') : t('ownerReply.rewriteReply')}
          <span className="sr-only">{t('ownerReply.replyTo', { name: reviewer })}</span>
        </Link>
      ) : null}
      {reply.status === 'approved' && reportable ? (
        <Link to={`/report/owner-reply/${reply.id}`} rel="nofollow" className="inline-flex min-h-[44px] items-center text-sm text-stone-700 underline">
          {t('review.report')}<span className="sr-only">{t('review.reportOwnerReply', { name: reviewer })}</span>
        </Link>
      ) : null}
    </div>
  );
}
