import { json } from '@remix-run/cloudflare';
import type { ZodError } from 'zod';
import { z } from 'zod';
import type { UserRow } from '~/db/schema';
import type { RestaurantCard } from '~/models/restaurants.server';
import { weeklySchedule, type HoursRow } from '~/utils/hours';
import { ALL_AREAS, ALL_CUISINES, ANY_PRICE, type Sort } from '~/utils/listing-params';

/**
 * The JSON API's shared pieces (docs/api.md): answers and errors, the spec's
 * section 3 field names, and parameter parsing. The routes under
 * app/routes/api.* call the same model functions as the pages; this module
 * only shapes what they return.
 */

/** Anything for one diner: never stored by a shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

export type FieldErrors = Record<string, string[]>;

/** Every API error: JSON `{ message, errors? }` with the right status, never cached. */
export function apiError(status: number, message: string, init: { errors?: FieldErrors; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.set('Cache-Control', 'no-store');
  return json(init.errors ? { message, errors: init.errors } : { message }, { status, headers });
}

export const LOGIN_REQUIRED = 'Login required';

export function methodNotAllowed(allow: string) {
  return apiError(405, `Use ${allow.split(',').join(' or ')} for this endpoint.`, { headers: { Allow: allow } });
}

/**
 * Wraps a loader or action: a thrown Response passes through, anything else
 * is logged and answered as JSON 500 (Remix would answer a resource route's
 * crash with plain text).
 */
export function apiHandler<Args>(handler: (args: Args) => Promise<Response>) {
  return async (args: Args): Promise<Response> => {
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof Response) return error;
      console.error('API request failed', error);
      return apiError(500, 'Something went wrong on our side. Please try again later.');
    }
  };
}

/** zod issues as `{ field: [messages] }` (a whole-body problem goes under "body"). */
export function fieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

const MAX_BODY_BYTES = 16 * 1024;

/**
 * The request's JSON object body. A missing, oversized or malformed body is a
 * 400 (thrown as the JSON error Response). Form posts are accepted too, so a
 * plain HTML form can call the API.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const length = Number(request.headers.get('Content-Length') ?? 0);
  if (length > MAX_BODY_BYTES) throw apiError(413, 'The request body is too large.');
  const type = request.headers.get('Content-Type') ?? '';
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
    const form = await request.formData();
    const out: Record<string, unknown> = {};
    for (const [key, value] of form) if (typeof value === 'string') out[key] = value;
    return out;
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw apiError(413, 'The request body is too large.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError(400, 'The request body must be a JSON object.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw apiError(400, 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** A positive integer id from a path segment, or a 404 (an id that cannot exist). */
export function parseId(value: string | undefined, what: string): number {
  if (!value || !/^\d{1,10}$/.test(value) || Number(value) < 1) throw apiError(404, `${what} not found`);
  return Number(value);
}

// ---------------------------------------------------------------------------
// GET /api/restaurants parameters
// ---------------------------------------------------------------------------

/** Blank means "not given"; the spec's all-values mean "no filter". */
const optional = <T extends z.ZodTypeAny>(schema: T, allValue?: string) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return undefined;
    const trimmed = value.trim();
    return trimmed === '' || (allValue !== undefined && trimmed.toLowerCase() === allValue) ? undefined : trimmed;
  }, schema.optional());

const RestaurantQuerySchema = z.object({
  cuisine: optional(
    z
      .string()
      .max(60, 'cuisine is at most 60 characters')
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} &'’./-]*$/u, 'cuisine must be a cuisine name or key, e.g. "Cajun Creole" or "tex-mex"'),
    ALL_CUISINES,
  ),
  priceLevel: optional(
    z.string().regex(/^[1-4]$/, 'priceLevel must be a whole number from 1 to 4 (or any_price)').transform(Number),
    ANY_PRICE,
  ),
  rating: optional(
    z.string().regex(/^[1-5]$/, 'rating must be a whole number of stars from 1 to 5').transform(Number),
  ),
  neighborhood: optional(z.string().max(60, 'neighborhood is at most 60 characters'), ALL_AREAS),
  isFeatured: optional(
    z.enum(['true', 'false'], { errorMap: () => ({ message: 'isFeatured must be true or false' }) }).transform((v) => v === 'true'),
  ),
  sort: optional(
    z.enum(['rating', 'friends', 'reviews', 'newest'], {
      errorMap: () => ({ message: 'sort must be one of rating, friends, reviews, newest' }),
    }),
  ),
});

export type RestaurantQuery = {
  /** As given: a display name ("Middle Eastern") or key ("middle-eastern"), resolved by the route. */
  cuisine: string | null;
  priceLevel: number | null;
  rating: number | null;
  neighborhood: string | null;
  isFeatured: boolean | undefined;
  sort: Sort;
};

export function parseRestaurantQuery(search: URLSearchParams): { query: RestaurantQuery } | { errors: FieldErrors } {
  const raw = Object.fromEntries(Object.keys(RestaurantQuerySchema.shape).map((key) => [key, search.get(key) ?? undefined]));
  const parsed = RestaurantQuerySchema.safeParse(raw);
  if (!parsed.success) return { errors: fieldErrors(parsed.error) };
  const q = parsed.data;
  return {
    query: {
      cuisine: q.cuisine ?? null,
      priceLevel: q.priceLevel ?? null,
      rating: q.rating ?? null,
      neighborhood: q.neighborhood ?? null,
      isFeatured: q.isFeatured,
      sort: q.sort ?? 'rating',
    },
  };
}

const comparable = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * The cuisine key for a name or key, case-insensitive ("Cajun Creole",
 * "cajun", "Farm to Table", "farm-to-table"). An unknown cuisine keeps a key
 * that matches nothing, so the answer is an empty list, as for any filter.
 */
export function resolveCuisineKey(value: string, cuisines: { key: string; name: string }[]): string {
  const wanted = comparable(value);
  const match = cuisines.find((c) => comparable(c.key) === wanted || comparable(c.name) === wanted);
  return match?.key ?? `unknown:${wanted}`;
}

// ---------------------------------------------------------------------------
// Serializers: the spec's section 3 field names
// ---------------------------------------------------------------------------

export type ApiRestaurant = {
  id: number;
  slug: string;
  name: string;
  description: string;
  cuisine: string;
  priceLevel: number;
  neighborhood: string;
  imageUrl: string | null;
  /** Tenths of a star (0-50), as the spec: the client divides by 10. */
  averageRating: number | null;
  reviewCount: number;
  isFavorite: boolean;
  isFeatured: boolean;
  address: string | null;
  phone: string | null;
  website: string | null;
  /** One readable line per weekday, Monday first ("Friday: 11 AM – 2 AM"), or null when not listed. */
  hours: string[] | null;
  reservationUrl: string | null;
};

export function readableHours(rows: HoursRow[] | undefined): string[] | null {
  if (!rows || rows.length === 0) return null;
  return weeklySchedule(rows).map((d) => `${d.day}: ${d.text}`);
}

export function toApiRestaurant(card: RestaurantCard): ApiRestaurant {
  return {
    id: card.id,
    slug: card.slug,
    name: card.name,
    description: card.description,
    cuisine: card.cuisine,
    priceLevel: card.priceLevel,
    neighborhood: card.neighborhood,
    imageUrl: card.imageUrl,
    averageRating: card.averageRating === null ? null : Math.round(card.averageRating),
    reviewCount: card.reviewCount,
    isFavorite: card.isFavorite,
    isFeatured: card.isFeatured,
    address: card.address,
    phone: card.phone,
    website: card.website,
    hours: readableHours(card.hours),
    reservationUrl: card.reservationUrl,
  };
}

export type ApiUser = {
  id: number;
  name: string;
  username: string;
  profilePicture: string | null;
  memberSince: string;
};

export function toApiUser(user: Pick<UserRow, 'id' | 'name' | 'username' | 'profilePicture' | 'memberSince'>): ApiUser {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    profilePicture: user.profilePicture,
    memberSince: user.memberSince,
  };
}

export type ApiCuisineCategory = { id: number; key: string; name: string; image: string; href: string | null };

export function toApiCuisineCategory(
  c: { id: number; key: string; name: string; image: string },
  href: string | null,
): ApiCuisineCategory {
  return { id: c.id, key: c.key, name: c.name, image: c.image, href };
}

export type ApiRecipe = {
  id: number;
  title: string;
  imageUrl: string | null;
  /** Minutes. */
  cookingTime: number | null;
  difficulty: string;
  servings: number | null;
  cuisine: string | null;
  description: string;
};

export function toApiRecipe(r: ApiRecipe & Record<string, unknown>): ApiRecipe {
  return {
    id: r.id,
    title: r.title,
    imageUrl: r.imageUrl,
    cookingTime: r.cookingTime,
    difficulty: r.difficulty,
    servings: r.servings,
    cuisine: r.cuisine,
    description: r.description,
  };
}

export type ApiArticle = {
  id: number;
  slug: string;
  /** "review" (at /review/{slug}) or "news" (at /article/{slug}). */
  kind: 'review' | 'news';
  title: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  publishedAt: string;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
  description: string;
};

/** An article as the model lists it (listAllArticles); description: its search description, else its intro. */
export function toApiArticle(a: Omit<ApiArticle, 'description'> & { intro: string; seo: { description?: string } | null }): ApiArticle {
  return {
    id: a.id,
    slug: a.slug,
    kind: a.kind,
    title: a.title,
    excerpt: a.excerpt,
    content: a.content,
    category: a.category,
    author: a.author,
    publishedAt: a.publishedAt,
    imageUrl: a.imageUrl,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    description: a.seo?.description ?? a.intro,
  };
}

export type ApiFriendReview = {
  id: number;
  rating: number;
  content: string;
  createdAt: string;
  user: { name: string; profilePicture: string | null };
  restaurant: { id: number; name: string; cuisine: string; imageUrl: string | null };
};

export function toApiFriendReview(r: {
  id: number;
  rating: number;
  content: string;
  createdAt: string;
  user: { name: string; profilePicture: string | null };
  restaurant: { id: number; name: string; cuisine: string; imageUrl: string | null };
}): ApiFriendReview {
  return {
    id: r.id,
    rating: r.rating,
    content: r.content,
    createdAt: r.createdAt,
    user: { name: r.user.name, profilePicture: r.user.profilePicture },
    restaurant: { id: r.restaurant.id, name: r.restaurant.name, cuisine: r.restaurant.cuisine, imageUrl: r.restaurant.imageUrl },
  };
}
