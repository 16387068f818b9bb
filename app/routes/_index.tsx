import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { countRestaurants } from '~/models/restaurants.server';

export const meta: MetaFunction = () => [
  { title: "Fort Worth Eats | Discover Fort Worth's Best Eats" },
  { name: 'description', content: 'Find top restaurants in Fort Worth, TX and see what your Facebook friends are enjoying.' },
];

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ restaurantCount: await countRestaurants(context.db) });
}

export default function Home() {
  const { restaurantCount } = useLoaderData<typeof loader>();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-16 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">Discover Fort Worth's Best Eats</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">Find top restaurants and see what your Facebook friends are enjoying</p>
      <p className="mt-6 text-stone-700">{`${restaurantCount} restaurants listed`}</p>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary title="Connection Issue" defaultMessage="We're having trouble loading the restaurants" />;
}
