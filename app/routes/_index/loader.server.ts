import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { listCuisines } from '~/models/cuisines.server';
import { getHomeListing, listNeighborhoods } from '~/models/restaurant-listing.server';
import { getOptionalUser } from '~/modules/auth.server';
import { messagesFor } from '~/modules/messages.server';
import { drawRestaurantMap } from '~/modules/place-map.server';
import { publicCache, redirectToCanonical } from '~/modules/http.server';
import { hasPrivateFilters, listingSearch, PAGE_SIZE } from '~/utils/listing-params';
import { readFollowedSearch } from '~/utils/followed-search';
import { followOffer } from '~/modules/follow-feeds.server';
import { hasUnusedFilters, isNotCanonical, LISTING_PARAMS, parseListingParams, withKnownPlaces } from '~/utils/listing-filters.server';

/** The home page's data: the featured places, the listing as filtered, its map and the filters' options. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  const params = parseListingParams(searchParams);
  // Another spelling of a listing goes to the one the page writes, before anything is
  // read: a shared link with a stale filter lands at the results like the form does.
  if (isNotCanonical(searchParams, listingSearch(params), LISTING_PARAMS)) redirectToCanonical(`/${listingSearch(params)}#results`);
  // The filters form, sent without scripts, carries every unused filter blank. A text browser
  // drops the form's #results but follows a redirect's: it lands at the results, at the one
  // address. The app's own data request (Sec-Fetch-Dest: empty) is answered as it is, one trip.
  if (request.headers.get('Sec-Fetch-Dest') !== 'empty' && hasUnusedFilters(searchParams, LISTING_PARAMS)) {
    redirectToCanonical(`/${listingSearch(params)}#results`);
  }
  const user = await getOptionalUser(context);
  // The diner's own filters mean nothing signed out: the listing without them (a 302, never stored).
  if (!user && hasPrivateFilters(params)) redirectToCanonical(`/${listingSearch({ ...params, wantToGo: false, notBeen: false })}#results`);
  const lists = Promise.all([listCuisines(context.db), listNeighborhoods(context.db)]);
  if (params.cuisine || params.neighborhood) {
    // A cuisine or neighbourhood the site does not have is no filter: the listing without it,
    // so made-up values never get a page (or an edge-cache entry) of their own.
    const [cuisines, neighborhoods] = await lists;
    const known = withKnownPlaces(params, { cuisines: cuisines.map((c) => c.key), neighborhoods });
    if (listingSearch(known) !== listingSearch(params)) redirectToCanonical(`/${listingSearch(known)}#results`);
  }
  const now = context.now;
  const [{ locations, ...listing }, [cuisines, neighborhoods]] = await Promise.all([getHomeListing(context.db, params, user?.id ?? null, now), lists]);
  // A page past the last shows what the last shows: its address.
  const last = Math.max(1, Math.ceil(listing.restaurants.length / PAGE_SIZE));
  if (!listing.hasMore && params.page > last) redirectToCanonical(`/${listingSearch({ ...params, page: last })}#results`);
  const map = await drawRestaurantMap(context, listing.restaurants, { of: 'results', anchorOf: (n) => `#r-${n}`, locations });
  return json(
    {
      params,
      ...listing,
      map,
      cuisines: cuisines.map((c) => ({ key: c.key, name: c.name })),
      neighborhoods,
      signedIn: Boolean(user),
      origin: context.origin,
      // What "Follow this search" follows: the listing's state without its order, view and page.
      follow: followOffer(context, readFollowedSearch(new URLSearchParams(listingSearch(params))), cuisines.find((c) => c.key === params.cuisine)?.name),
      messages: messagesFor(context.locale, 'home', 'card', 'cuisines', 'facts', 'prices', 'hours', 'ratings', 'follow'),
    },
    // Featured data is fresh for 10 s at the edge, then revalidated.
    { headers: publicCache(10, 300) },
  );
}
