import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { Picture } from '~/components/picture';
import { cuisineHref, listCuisines } from '~/models/cuisines.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { publicCache } from '~/modules/http.server';
import { messagesFor } from '~/modules/messages.server';
import { aroundLink } from '~/utils/around-link';
import { metaTranslator, useT } from '~/utils/i18n';
import { errorMeta, seoMeta } from '~/utils/seo';
import { CuisinesSkeleton, type SkeletonHandle } from '~/components/skeletons';
import { NO_HYDRATION, type HydrateHandle } from '~/utils/hydration';
import { cuisineName } from '~/utils/cuisine-names';

export async function loader({ context }: LoaderFunctionArgs) {
  const cuisines = await listCuisines(context.db);
  return json(
    {
      cuisines: cuisines.map((c) => ({ key: c.key, name: c.name, image: c.image, href: cuisineHref(c) })),
      messages: messagesFor(context.locale, 'directory', 'cuisines'),
    },
    { headers: publicCache(300, 3600) },
  );
}

export const headers = passThroughCacheHeaders;

// Content only: served without scripts (app/utils/hydration.ts); its skeleton shows while a
// navigation to it loads.
export const handle: HydrateHandle & SkeletonHandle = { ...NO_HYDRATION, pendingSkeleton: CuisinesSkeleton };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  // A failed page's data carries no words but the layout's.
  if (!data) return errorMeta(t('layout.error.screen.directory'));
  return seoMeta(matches, {
    title: t('directory.title'),
    description: t('directory.description'),
    path: '/restaurant-directory',
  });
};

export default function RestaurantDirectory() {
  const { cuisines } = useLoaderData<typeof loader>();
  const t = useT();
  const [before, after] = aroundLink(t, 'directory.intro');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('directory.title')}</h1>
      <p className="mt-3 max-w-3xl text-stone-700">
        {before}
        <Link to="/contact" className="font-medium text-brand-800 underline">{t('directory.contactUs')}</Link>
        {after}
      </p>
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {cuisines.map((c, i) => {
          const tile = (
            <>
              <Picture src={c.image} placeholder="food" eager={i < 10} className="aspect-[8/5] w-full" />
              <span className="block p-3 text-center font-semibold">{cuisineName(c.key, c.name, t)}</span>
            </>
          );
          return (
            <li key={c.key} className="card">
              {c.href ? (
                <Link to={c.href} prefetch="intent" className="block hover:bg-brand-50">{tile}</Link>
              ) : (
                <div>{tile}</div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <GeneralErrorBoundary title={t('layout.error.screen.directory')} defaultMessage={t('layout.error.loading.cuisines')} retry />;
}
