import type { AppLoadContext } from '@remix-run/cloudflare';
import { json } from '@remix-run/cloudflare';
import { findListingsToClaim, listClaimsBy, listOwnedPlaces } from '~/models/listing-claims.server';
import { getOptionalUser } from './auth.server';
import { PRIVATE_PAGE, publicCache } from './http.server';
import { messagesFor } from './messages.server';

/** /business and /business/claim (decision 050): the owner's side of the guide. */

export async function businessHome(context: AppLoadContext) {
  const user = await getOptionalUser(context);
  const messages = messagesFor(context.locale, 'business');
  if (!user) return json({ signedIn: false as const, places: [], claims: [], messages }, { headers: PRIVATE_PAGE });
  const [places, claims] = await Promise.all([listOwnedPlaces(context.db, user.id), listClaimsBy(context.db, user.id)]);
  return json({ signedIn: true as const, places, claims, messages }, { headers: PRIVATE_PAGE });
}

export const CLAIM_SEARCH_MAX = 80;

export async function claimSearch(context: AppLoadContext, request: Request) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, CLAIM_SEARCH_MAX);
  const matches = await findListingsToClaim(context.db, query);
  // The same answer for everyone: the search is of public listings.
  return json({ query, matches, messages: messagesFor(context.locale, 'business') }, { headers: publicCache(60, 600) });
}
