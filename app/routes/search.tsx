import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { RestaurantCard } from '~/components/restaurant-card';
import { search } from '~/models/search.server';
import { getOptionalUser } from '~/utils/auth.server';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { formatLongDate } from '~/utils/format';
import { fortWorthTime } from '~/utils/hours';
import { publicCache } from '~/utils/http.server';
import { seoMeta } from '~/utils/seo';

const MAX_QUERY = 100;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const user = await getOptionalUser(context, request);
  const results = q ? await search(context.db, q, user?.id ?? null, fortWorthTime(new Date())) : { restaurants: [], articles: [] };
  return json({ q, ...results }, { headers: { 'Cache-Control': publicCache(300, 3600) } });
}

export const headers = passThroughCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(matches, {
    title: data?.q ? `“${data.q}” | Search` : 'Search',
    description: 'Search Fort Worth restaurants, reviews and news.',
    path: '/search',
    noindex: true,
  });

export default function SearchPage() {
  const { q, restaurants, articles } = useLoaderData<typeof loader>();
  const total = restaurants.length + articles.length;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Search</h1>
      <Form method="get" action="/search" role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">Search for restaurants, cuisine...</label>
        <input id="search-page-q" type="search" name="q" defaultValue={q} maxLength={MAX_QUERY} placeholder="Search for restaurants, cuisine..." className="field-input flex-1" />
        <button type="submit" className="btn-primary">Search</button>
      </Form>

      {!q ? (
        <p className="mt-8 text-stone-700">Type a restaurant, dish, cuisine or neighborhood, for example “brisket”, “ramen” or “Magnolia”.</p>
      ) : total === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-stone-300 p-10 text-center">
          <h2 className="text-xl font-semibold">{`No results for “${q}”`}</h2>
          <p className="mt-2 text-stone-700">Check the spelling, try a shorter word, or browse the <Link to="/restaurant-directory" className="text-brand-800 underline">restaurant directory</Link>.</p>
        </div>
      ) : (
        <>
          <p className="mt-6 text-stone-700" role="status">{`${total} ${total === 1 ? 'result' : 'results'} for “${q}”`}</p>
          {restaurants.length > 0 ? (
            <section aria-labelledby="restaurant-results" className="mt-6">
              <h2 id="restaurant-results" className="text-2xl font-bold">Restaurants</h2>
              <ul className="mt-4 grid gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
                {restaurants.map((r) => (
                  <li key={r.id}><RestaurantCard restaurant={r} /></li>
                ))}
              </ul>
            </section>
          ) : null}
          {articles.length > 0 ? (
            <section aria-labelledby="article-results" className="mt-10">
              <h2 id="article-results" className="text-2xl font-bold">Reviews and news</h2>
              <ul className="mt-4 space-y-4">
                {articles.map((a) => (
                  <li key={a.id} className="card p-4">
                    <p className="text-sm text-stone-600">{a.category} · {formatLongDate(a.publishedAt)}</p>
                    <h3 className="text-lg font-semibold"><Link to={a.kind === 'review' ? `/review/${a.slug}` : `/article/${a.slug}`} className="inline-flex min-h-[44px] items-center text-brand-800 underline">{a.title}</Link></h3>
                    <p className="mt-1 text-stone-700">{a.excerpt}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary title="Search unavailable" defaultMessage="Error loading restaurants. Please try again later." retry />;
}
