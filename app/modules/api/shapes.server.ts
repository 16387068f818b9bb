import type { UserRow } from '~/db/schema';
import type { RestaurantCard } from '~/models/restaurant-cards.server';
import { formatDishPrice, type Facts } from '~/utils/facts';
import type { ApiDetails } from '~/models/api-details.server';
import { formatHappyHours } from '~/utils/listing-details-text';
import type { RecipeCard } from '~/models/recipes.server';
import { weeklySchedule, type HoursRow } from '~/utils/hours';

/**
 * What the JSON API answers, in the spec's section 3 field names (docs/api.md):
 * the model's rows mapped field by field, so a model change cannot leak a field.
 */
type ApiRestaurant = {
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
  /** Typical spend per person in whole dollars, or null when not known. */
  pricePerPerson: number | null;
  /** GET /api/restaurants only: the checked facts, {key: {value: 'yes' | 'no', checkedOn}}; a fact not here is unknown. */
  facts?: Facts;
  /** GET /api/restaurants only, as the page's "Good to know" says them ("Mon–Fri 4 – 6 PM"); [] when none. */
  happyHours?: string[];
  /** GET /api/restaurants only: "What to order", in the editor's order; price in cents and as shown, or null. */
  dishes?: Array<{ name: string; priceCents: number | null; price: string | null }>;
  /** GET /api/restaurants only: the page's "Special dates", today through 30 days ahead. */
  specialDates?: Array<{ date: string; text: string }>;
  /**
   * GET /api/restaurants only: who last stated each part and when, keyed by topic ("hours",
   * "special-hours", "fact:<key>", "phone", "website", "reservation", "price-per-person"):
   * {by: 'owner' | 'editor', on: 'YYYY-MM-DD'}. A part not here speaks with the editors' checked dates.
   */
  sources?: Record<string, { by: 'owner' | 'editor'; on: string }>;
};

function detailsOf(details: ApiDetails): Pick<ApiRestaurant, 'happyHours' | 'dishes' | 'specialDates' | 'sources'> {
  return {
    happyHours: formatHappyHours(details.happyHours),
    dishes: details.dishes.map((d) => ({ name: d.name, priceCents: d.priceCents, price: d.priceCents === null ? null : formatDishPrice(d.priceCents) })),
    specialDates: details.specialDates.map((d) => ({ date: d.date, text: d.text })),
    sources: Object.fromEntries(Object.entries(details.sources).map(([topic, s]) => [topic, { by: s.by, on: s.on }])),
  };
}

export function readableHours(rows: HoursRow[] | undefined): string[] | null {
  if (!rows || rows.length === 0) return null;
  return weeklySchedule(rows).map((d) => `${d.day}: ${d.text}`);
}

export function toApiRestaurant(card: RestaurantCard & { facts?: Facts; details?: ApiDetails }): ApiRestaurant {
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
    pricePerPerson: card.pricePerPerson,
    ...(card.facts ? { facts: card.facts } : {}),
    ...(card.details ? detailsOf(card.details) : {}),
  };
}

type ApiUser = {
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

type ApiCuisineCategory = { id: number; key: string; name: string; image: string; href: string | null };

export function toApiCuisineCategory(
  c: { id: number; key: string; name: string; image: string },
  href: string | null,
): ApiCuisineCategory {
  return { id: c.id, key: c.key, name: c.name, image: c.image, href };
}

/** The recipe card without its slug (the API names recipes by id); cookingTime in minutes. */
type ApiRecipe = Omit<RecipeCard, 'slug'>;

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

type ApiArticle = {
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

type ApiFriendReview = {
  id: number;
  rating: number;
  content: string;
  createdAt: string;
  user: { name: string; profilePicture: string | null };
  restaurant: { id: number; name: string; cuisine: string; imageUrl: string | null };
};

export function toApiFriendReview(r: ApiFriendReview): ApiFriendReview {
  return {
    id: r.id,
    rating: r.rating,
    content: r.content,
    createdAt: r.createdAt,
    user: { name: r.user.name, profilePicture: r.user.profilePicture },
    restaurant: { id: r.restaurant.id, name: r.restaurant.name, cuisine: r.restaurant.cuisine, imageUrl: r.restaurant.imageUrl },
  };
}
