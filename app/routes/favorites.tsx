import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { PRIVATE_PAGE } from '~/modules/http.server';
import { Link, useLoaderData } from '@remix-run/react';
import { SignInForm } from '~/components/account-menu';
import { GeneralErrorBoundary } from '~/components/error-page';
import { HeartIcon } from '~/components/icons';
import { RestaurantCard } from '~/components/restaurant-card';
import { listFavoriteRestaurants } from '~/models/favorites.server';
import { getOptionalUser } from '~/modules/auth.server';
import { messagesFor } from '~/modules/messages.server';
import { metaTranslator, useT } from '~/utils/i18n';


export async function loader({ context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(context);
  const messages = messagesFor(context.locale, 'favorites', 'card', 'cuisines', 'facts', 'prices', 'hours', 'ratings');
  if (!user) return json({ signedIn: false as const, restaurants: [], messages }, { headers: PRIVATE_PAGE });
  const restaurants = await listFavoriteRestaurants(context.db, user.id, context.now);
  return json({ signedIn: true as const, restaurants, messages }, { headers: PRIVATE_PAGE });
}

export const headers: HeadersFunction = () => PRIVATE_PAGE;

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: `${t('favorites.title')} | Fort Worth Eats` },
    { name: 'description', content: t('favorites.description') },
    { name: 'robots', content: 'noindex' },
  ];
};

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="card mx-auto mt-8 max-w-xl p-8 text-center" aria-labelledby="favorites-state">
      <HeartIcon className="mx-auto h-10 w-10 text-brand-700" />
      <h2 id="favorites-state" className="mt-3 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Favorites() {
  const { signedIn, restaurants } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('favorites.title')}</h1>
      {!signedIn ? (
        <Panel title={t('favorites.signInRequired')}>
          <p className="mt-2 text-stone-700">{t('favorites.signInText')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <SignInForm label={t('favorites.signIn')} />
            <Link to="/" className="btn-secondary">
              {t('favorites.browse')}
            </Link>
          </div>
        </Panel>
      ) : restaurants.length === 0 ? (
        <Panel title={t('favorites.none')}>
          <p className="mt-2 text-stone-700">{t('favorites.noneText')}</p>
          <Link to="/restaurant-directory" className="btn-primary mt-6">
            {t('favorites.explore')}
          </Link>
        </Panel>
      ) : (
        <>
          <p className="mt-2 text-stone-700">
            {t('favorites.count', { count: restaurants.length })}
          </p>
          <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {restaurants.map((r) => (
              <li key={r.id}>
                <RestaurantCard
                  restaurant={r}
                  variant="favorite"
                  headingLevel={2}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <GeneralErrorBoundary title={t('layout.error.screen.favorites')} defaultMessage={t('layout.error.loading.favorites')} />
  );
}
