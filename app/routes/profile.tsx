import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { Avatar } from '~/components/avatar';
import { ReviewItem } from '~/components/diner-reviews';
import { GeneralErrorBoundary } from '~/components/error-page';
import { RestaurantCard } from '~/components/restaurant-card';
import { formatMonthYear } from '~/utils/format';
import { countFavorites, listFavoriteRestaurants } from '~/models/favorites.server';
import { countUserReviews, listFriendsReviews, listUserReviews } from '~/models/reviews.server';
import { countUserSessions } from '~/models/sessions.server';
import { listDinerPhotos } from '~/models/photos.server';
import { PhotoPicture } from '~/components/photo-picture';
import { requireUser } from '~/modules/auth.server';
import { hasAnAdmin } from '~/models/users.server';
import { FirstAdminSetup } from '~/components/first-admin-setup';
import { SuggestedPlaces } from '~/components/suggested-places';
import { listUserSuggestions } from '~/models/suggestions.server';
import { messagesFor } from '~/modules/messages.server';

const TABS = [
  { key: 'favorites', label: 'Favorites' },
  { key: 'reviews', label: 'Reviews' },
  { key: 'photos', label: 'Photos' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/** Where each of a diner's photos stands, in their words. */
const PHOTO_STATUS_TEXT = {
  pending: 'Waiting for an editor',
  approved: 'On the restaurant page',
  rejected: 'Not published',
  hidden: 'Hidden by our editors',
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, {
    toast: { type: 'error', title: 'Login Required', description: 'Please log in to view your profile' },
  });
  // Any other ?tab= value shows the default tab.
  const asked = new URL(request.url).searchParams.get('tab');
  const tab: Tab = TABS.find((t) => t.key === asked)?.key ?? 'favorites';
  const db = context.db;
  // A new site names no admin yet: its operator learns their Facebook id here (README "Deploying").
  const firstAdminNeeded = !context.cloudflare.env.ADMIN_FACEBOOK_IDS.length && user.role !== 'admin';
  const [favoriteCount, reviewCount, favorites, ownReviews, friendsReviews, sessionCount, photos, siteHasAdmin, suggestions] = await Promise.all([
    countFavorites(db, user.id),
    countUserReviews(db, user.id),
    tab === 'favorites' ? listFavoriteRestaurants(db, user.id, context.now) : null,
    tab === 'reviews' ? listUserReviews(db, user.id) : null,
    tab === 'reviews' ? listFriendsReviews(db, user.id) : null,
    countUserSessions(db, user.id),
    tab === 'photos' ? listDinerPhotos(db, user.id) : null,
    firstAdminNeeded ? hasAnAdmin(db) : true,
    listUserSuggestions(db, user.id),
  ]);
  return json(
    {
      user: {
        name: user.name,
        username: user.username,
        profilePicture: user.profilePicture,
        memberSince: user.memberSince,
      },
      tab,
      favoriteCount,
      reviewCount,
      favorites,
      ownReviews,
      friendsReviews,
      askedAt: context.instant,
      sessionCount,
      photos,
      suggestions,
      firstAdminFacebookId: siteHasAdmin ? null : user.facebookId,
      messages: messagesFor(context.locale, 'cuisines', 'facts', 'prices', 'hours', 'dates', 'ratings'),
    },
    { headers: PRIVATE_PAGE },
  );
}

export const headers: HeadersFunction = () => PRIVATE_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.user.name} | Fort Worth Eats` : 'Profile | Fort Worth Eats' },
  { name: 'robots', content: 'noindex' },
];

/** "November 2026". */
function monthYear(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'recently';
  return formatMonthYear(date);
}

function Empty({ children }: { children: React.ReactNode }) {
  return (
    <div className="card p-8 text-center">
      <p className="text-stone-700">{children}</p>
      <Link to="/" className="btn-primary mt-4">
        Browse Restaurants
      </Link>
    </div>
  );
}

export default function Profile() {
  const data = useLoaderData<typeof loader>();
  const { user, tab } = data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="card flex flex-col items-center gap-4 p-6 sm:flex-row sm:items-center">
        <Avatar name={user.name} picture={user.profilePicture} size="lg" />
        <div className="text-center sm:text-left">
          <h1 className="text-3xl font-bold">{user.name}</h1>
          <p className="text-stone-700">{`@${user.username}`}</p>
          <p className="text-sm text-stone-700">Member since {monthYear(user.memberSince)}</p>
        </div>
        <dl className="flex gap-6 sm:ml-auto">
          <div className="text-center">
            <dt className="text-sm text-stone-700">Reviews</dt>
            <dd className="text-2xl font-bold">{data.reviewCount}</dd>
          </div>
          <div className="text-center">
            <dt className="text-sm text-stone-700">Favorites</dt>
            <dd className="text-2xl font-bold">{data.favoriteCount}</dd>
          </div>
        </dl>
      </header>

      {data.firstAdminFacebookId ? <FirstAdminSetup facebookId={data.firstAdminFacebookId} /> : null}

      <nav aria-label="Profile sections" className="mt-8 border-b border-stone-200">
        <ul className="flex gap-2">
          {TABS.map((t) => (
            <li key={t.key}>
              <Link
                to={`?tab=${t.key}`}
                aria-current={tab === t.key ? 'page' : undefined}
                preventScrollReset
                className={`inline-flex min-h-[44px] items-center border-b-2 px-4 font-semibold ${
                  tab === t.key ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-700 hover:text-stone-900'
                }`}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6">
        {tab === 'favorites' ? (
          <section aria-labelledby="favorites-heading">
            <h2 id="favorites-heading" className="sr-only">
              Your favorites
            </h2>
            {data.favorites?.length ? (
              <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {data.favorites.map((r) => (
                  <li key={r.id}>
                    <RestaurantCard
                      restaurant={r}
                      variant="favorite"
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>You haven't favorited any restaurants yet.</Empty>
            )}
          </section>
        ) : tab === 'photos' ? (
          <section aria-labelledby="photos-heading">
            <h2 id="photos-heading" className="sr-only">
              Your photos
            </h2>
            {data.photos?.length ? (
              <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {data.photos.map((photo) => (
                  <li key={photo.id} className="card overflow-hidden">
                    <PhotoPicture photo={photo} preferredWidth={480} sizes="(min-width: 1024px) 20rem, (min-width: 640px) 50vw, 100vw" alt={photo.caption} loading="lazy" className="h-auto w-full" />
                    <div className="space-y-1 p-4 text-sm">
                      <p>
                        <Link to={`/restaurant/${photo.restaurantSlug}`} className="font-semibold text-brand-800 underline">
                          {photo.restaurantName}
                        </Link>
                      </p>
                      <p className="font-medium text-stone-900">{PHOTO_STATUS_TEXT[photo.status]}</p>
                      {photo.reason ? <p className="text-stone-800">Why: {photo.reason}</p> : null}
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>You haven't added any photos yet. Open a restaurant and choose Add Photos.</Empty>
            )}
          </section>
        ) : (
          <div className="space-y-10">
            <section aria-labelledby="own-reviews-heading">
              <h2 id="own-reviews-heading" className="text-xl font-bold">
                Your reviews
              </h2>
              <div className="mt-3">
                {data.ownReviews?.length ? (
                  <ul className="card divide-y divide-stone-200 px-5">
                    {data.ownReviews.map((review) => (
                      <li key={review.id} className="py-4">
                        <ReviewItem review={review} showRestaurant now={data.askedAt} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Empty>You haven't reviewed any restaurants yet.</Empty>
                )}
              </div>
            </section>
            <section aria-labelledby="friends-reviews-heading">
              <h2 id="friends-reviews-heading" className="text-xl font-bold">
                From your friends
              </h2>
              {data.friendsReviews?.length ? (
                <ul className="card mt-3 divide-y divide-stone-200 px-5">
                  {data.friendsReviews.map((review) => (
                    <li key={review.id} className="py-4">
                      <ReviewItem review={{ ...review, isFriend: true }} showRestaurant now={data.askedAt} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-stone-700">
                  No reviews from your Facebook friends yet. When friends who use Fort Worth Eats review a place, you'll see it here.
                </p>
              )}
            </section>
          </div>
        )}
      </div>

      <SuggestedPlaces suggestions={data.suggestions} />
      <SignedInDevices count={data.sessionCount} />
    </div>
  );
}

/** A lost phone or a shared computer: end every session at once. */
function SignedInDevices({ count }: { count: number }) {
  return (
    <section aria-labelledby="devices-heading" className="card mt-10 p-6">
      <h2 id="devices-heading" className="text-xl font-bold">
        Signed-in devices
      </h2>
      <p className="mt-2 text-stone-700">
        {count === 1
          ? 'You are signed in on this device only.'
          : `You are signed in on ${count} devices or browsers, this one included.`}{' '}
        Signing out of all of them also ends any session someone else may have copied.
      </p>
      <Form method="post" action="/auth/logout" className="mt-4">
        <input type="hidden" name="intent" value="everywhere" />
        <button type="submit" className="btn-secondary">
          Sign out of all devices
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary title="Profile" defaultMessage="Error loading your profile. Please try again later." />;
}
