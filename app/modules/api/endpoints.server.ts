import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import * as articles from './endpoints/articles.server';
import * as authFacebook from './endpoints/auth-facebook.server';
import * as authLogout from './endpoints/auth-logout.server';
import * as authMe from './endpoints/auth-me.server';
import * as contact from './endpoints/contact.server';
import * as cuisineCategories from './endpoints/cuisine-categories.server';
import * as favorites from './endpoints/favorites.server';
import * as friendsReviews from './endpoints/friends-reviews.server';
import * as lists from './endpoints/lists.server';
import * as recipes from './endpoints/recipes.server';
import * as restaurants from './endpoints/restaurants.server';
import * as restaurantFavorite from './endpoints/restaurants-favorite.server';
import * as restaurantReviews from './endpoints/restaurants-reviews.server';

/**
 * The JSON API's endpoints (docs/api.md), answered by the one route app/routes/api.$.tsx
 * (decision 051). They are not route modules because every page's scripts load the
 * route manifest, one entry per route, and no page navigates to an endpoint.
 * `loader` answers GET and HEAD, `action` POST, as in a route module.
 */
type Handler = (args: ActionFunctionArgs) => Promise<Response>;
type Endpoint = { loader?: Handler; action?: Handler };

const ENDPOINTS: Array<[pathname: string, endpoint: Endpoint]> = [
  ['/api/articles', articles],
  ['/api/auth/facebook', authFacebook],
  ['/api/auth/logout', authLogout],
  ['/api/auth/me', authMe],
  ['/api/contact', contact],
  ['/api/cuisine-categories', cuisineCategories],
  ['/api/favorites', favorites],
  ['/api/friends/reviews', friendsReviews],
  ['/api/lists', lists],
  ['/api/recipes', recipes],
  ['/api/restaurants', restaurants],
  ['/api/restaurants/:id/favorite', restaurantFavorite],
  ['/api/restaurants/:id/reviews', restaurantReviews],
];

const patterns = ENDPOINTS.map(([pathname, endpoint]) => ({ pattern: new URLPattern({ pathname }), endpoint }));

/** The endpoint at `pathname` and its parameters, or null: paths are exact, case included. */
export function findEndpoint(pathname: string) {
  for (const { pattern, endpoint } of patterns) {
    const match = pattern.exec({ pathname });
    if (match) return { endpoint, params: match.pathname.groups as Record<string, string> };
  }
  return null;
}

/** The methods an endpoint takes (Allow on OPTIONS and 405, before any body is read), or null for no endpoint. */
export function apiMethods(url: URL): string[] | null {
  const found = findEndpoint(url.pathname);
  if (!found) return null;
  return [...(found.endpoint.loader ? ['GET', 'HEAD'] : []), ...(found.endpoint.action ? ['POST'] : []), 'OPTIONS'];
}
