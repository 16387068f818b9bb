import type { MetaFunction } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { Link } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-page';
import { passThroughCacheHeaders } from '~/utils/cache-headers';
import { publicCache } from '~/modules/http.server';
import { seoMeta } from '~/utils/seo';
import { NO_HYDRATION } from '~/utils/hydration';

export async function loader() {
  return json(null, { headers: publicCache(3600, 86400) });
}

export const headers = passThroughCacheHeaders;

// Content only: served without scripts (app/utils/hydration.ts).
export const handle = NO_HYDRATION;

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Advertise with us',
    description:
      'What Fort Worth Eats offers restaurants: an editorial guide whose listings are free and never paid for. Suggest your place, keep its facts true, or talk to the editors.',
    path: '/advertise',
  });

/**
 * What the guide offers a business, said plainly: only what exists today (issue 42,
 * item 6). Claiming a listing and an owners' page come later and are not promised here.
 */
export default function Advertise() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">Advertise with us</h1>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-800">
        <p>
          Fort Worth Eats is an editorial guide. Our editors choose the places we list and review, pay for their own meals, and say
          what they think. Listings are free and never paid for, and no one can buy a place in a guide, a better rating or a
          review.
        </p>
        <p>If you run a restaurant, here is what you can do today.</p>
      </div>

      <h2 className="mt-10 text-2xl font-bold text-stone-900">What a restaurant can do</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        <li className="card p-5">
          <h3 className="text-lg font-bold text-stone-900">Suggest a restaurant</h3>
          <p className="mt-2 text-stone-700">
            Not in the guide yet? Tell the editors its name, address, hours and how to reach it. They check every suggestion before
            anything is listed.
          </p>
          <Link to="/add-a-restaurant" className="btn-primary mt-4">
            Add a restaurant
          </Link>
        </li>
        <li className="card p-5">
          <h3 className="text-lg font-bold text-stone-900">Keep its facts true</h3>
          <p className="mt-2 text-stone-700">
            New hours, a new phone number, closed for good? Every restaurant page has a “Something changed?” link under its details:
            tell us there, and an editor puts the listing right.
          </p>
        </li>
      </ul>

      <h2 className="mt-10 text-2xl font-bold text-stone-900">Talk to the editors</h2>
      <p className="mt-3 text-lg text-stone-800">
        Questions about the guide, an event or an opening you want us to know about? Write to us; the form is set to businesses.
      </p>
      <Link to="/contact?topic=advertising" className="btn-primary mt-4">
        Contact the editors
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary title="Advertise with us" />;
}
