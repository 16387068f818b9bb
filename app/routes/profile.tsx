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
import { messagesFor, translator } from '~/modules/messages.server';
import { useT } from '~/utils/i18n';
import { useLocale, type Locale } from '~/utils/locale';

const TABS = [{ key: 'favorites' }, { key: 'reviews' }, { key: 'photos' }] as const;
type Tab = (typeof TABS)[number]['key'];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = translator(context.locale);
  const user = await requireUser(context, {
    toast: { type: 'error', title: t('profile.loginRequired'), description: t('profile.loginToView') },
  });
  // Any other ?tab= value shows the default tab.
  const asked = new URL(request.url).searchParams.get('tab');
  const tab: Tab = TABS.find((one) => one.key === asked)?.key ?? 'favorites';
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
      messages: messagesFor(context.locale, 'profile', 'card', 'cuisines', 'facts', 'prices', 'hours', 'dates', 'ratings'),
    },
    { headers: PRIVATE_PAGE },
  );
}

export const headers: HeadersFunction = () => PRIVATE_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.user.name} | Fort Worth Eats` : 'Profile | Fort Worth Eats' },
  { name: 'robots', content: 'noindex' },
];

/** "November 2026", "noviembre de 2026". */
function monthYear(iso: string, locale: Locale) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatMonthYear(date, locale);
}

function Empty({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <div className="card p-8 text-center">
      <p className="text-stone-700">{children}</p>
      <Link to="/" className="btn-primary mt-4">
        {t('profile.browse')}
      </Link>
    </div>
  );
}

export default function Profile() {
  const data = useLoaderData<typeof loader>();
  const { user, tab } = data;
  const t = useT();
  const since = monthYear(user.memberSince, useLocale());
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="card flex flex-col items-center gap-4 p-6 sm:flex-row sm:items-center">
        <Avatar name={user.name} picture={user.profilePicture} size="lg" />
        <div className="text-center sm:text-left">
          <h1 className="text-3xl font-bold">{user.name}</h1>
          <p className="text-stone-700">{`@${user.username}`}</p>
          <p className="text-sm text-stone-700">{since ? t('profile.memberSince', { date: since }) : t('profile.memberRecently')}</p>
        </div>
        <dl className="flex gap-6 sm:ml-auto">
          <div className="text-center">
            <dt className="text-sm text-stone-700">{t('profile.tab.reviews')}</dt>
            <dd className="text-2xl font-bold">{data.reviewCount}</dd>
          </div>
          <div className="text-center">
            <dt className="text-sm text-stone-700">{t('profile.tab.favorites')}</dt>
            <dd className="text-2xl font-bold">{data.favoriteCount}</dd>
          </div>
        </dl>
      </header>

      {data.firstAdminFacebookId ? <FirstAdminSetup facebookId={data.firstAdminFacebookId} /> : null}

      <nav aria-label={t('profile.sections')} className="mt-8 border-b border-stone-200">
        <ul className="flex flex-wrap gap-x-1 sm:gap-x-2">
          {TABS.map(({ key }) => (
            <li key={key}>
              <Link
                to={`?tab=${key}`}
                aria-current={tab === key ? 'page' : undefined}
                preventScrollReset
                className={`inline-flex min-h-[44px] items-center border-b-2 px-3 font-semibold sm:px-4 ${
                  tab === key ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-700 hover:text-stone-900'
                }`}
              >
                {t(`profile.tab.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6">
        {tab === 'favorites' ? (
          <section aria-labelledby="favorites-heading">
            <h2 id="favorites-heading" className="sr-only">
              {t('profile.yourFavorites')}
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
              <Empty>{t('profile.noFavorites')}</Empty>
            )}
          </section>
        ) : tab === 'photos' ? (
          <section aria-labelledby="photos-heading">
            <h2 id="photos-heading" className="sr-only">
              {t('profile.yourPhotos')}
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
                      <p className="font-medium text-stone-900">{t(`profile.photo.${photo.status}`)}</p>
                      {photo.reason ? <p className="text-stone-800">{t('profile.photoWhy', { reason: photo.reason })}</p> : null}
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>{t('profile.noPhotos')}</Empty>
            )}
          </section>
        ) : (
          <div className="space-y-10">
            <section aria-labelledby="own-reviews-heading">
              <h2 id="own-reviews-heading" className="text-xl font-bold">
                {t('profile.yourReviews')}
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
                  <Empty>{t('profile.noReviews')}</Empty>
                )}
              </div>
            </section>
            <section aria-labelledby="friends-reviews-heading">
              <h2 id="friends-reviews-heading" className="text-xl font-bold">
                {t('profile.fromFriends')}
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
                <p className="mt-3 text-stone-700">{t('profile.noFriendsReviews')}</p>
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
  const t = useT();
  return (
    <section aria-labelledby="devices-heading" className="card mt-10 p-6">
      <h2 id="devices-heading" className="text-xl font-bold">
        {t('profile.devices')}
      </h2>
      <p className="mt-2 text-stone-700">{`${t('profile.devicesCount', { count })} ${t('profile.devicesWarning')}`}</p>
      <Form method="post" action="/auth/logout" className="mt-4">
        <input type="hidden" name="intent" value="everywhere" />
        <button type="submit" className="btn-secondary">
          {t('profile.signOutAll')}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary title="Profile" defaultMessage="Error loading your profile. Please try again later." />;
}
