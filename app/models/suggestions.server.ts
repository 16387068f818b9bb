import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { cuisines, openingHours, restaurants, restaurantSuggestions } from '~/db/schema';
import type { GeocodeAnswer } from '~/utils/census-geocoder';
import type { HoursRow } from '~/utils/hours';
import { NO_DETAILS } from '~/utils/listing-details-text';
import { readWeekHours } from '~/utils/opening-hours-text';
import { slugify } from '~/utils/slug';
import { phoneDigits, websiteHost, type SuggestionInput } from '~/utils/suggestion-schema';
import { recordChange } from './changes.server';
import type { RestaurantInput } from './desk-restaurants.server';

/** Places suggested from /add-a-restaurant and what the editors decided (decision 048). */

export async function createSuggestion(db: Db, input: SuggestionInput, userId: number | null) {
  const [row] = await db
    .insert(restaurantSuggestions)
    .values({ ...input, userId })
    .returning({ id: restaurantSuggestions.id });
  return row!;
}

const suggestionColumns = {
  id: restaurantSuggestions.id,
  name: restaurantSuggestions.name,
  address: restaurantSuggestions.address,
  cuisineId: restaurantSuggestions.cuisineId,
  cuisine: cuisines.name,
  phone: restaurantSuggestions.phone,
  website: restaurantSuggestions.website,
  hours: restaurantSuggestions.hours,
  relation: restaurantSuggestions.relation,
  signedIn: sql<boolean>`${restaurantSuggestions.userId} IS NOT NULL`.mapWith(Boolean),
  status: restaurantSuggestions.status,
  reason: restaurantSuggestions.reason,
  restaurantId: restaurantSuggestions.restaurantId,
  createdAt: restaurantSuggestions.createdAt,
  decidedAt: restaurantSuggestions.decidedAt,
  locationStatus: restaurantSuggestions.locationStatus,
  locationMatched: restaurantSuggestions.locationMatched,
  latitude: restaurantSuggestions.latitude,
  longitude: restaurantSuggestions.longitude,
};

export async function getSuggestion(db: Db, id: number) {
  const [row] = await db
    .select(suggestionColumns)
    .from(restaurantSuggestions)
    .innerJoin(cuisines, eq(cuisines.id, restaurantSuggestions.cuisineId))
    .where(eq(restaurantSuggestions.id, id));
  return row ?? null;
}

/** The suggestions waiting, oldest first, each with the listings it may duplicate. */
export async function listOpenSuggestions(db: Db, limit = 50) {
  const open = await db
    .select(suggestionColumns)
    .from(restaurantSuggestions)
    .innerJoin(cuisines, eq(cuisines.id, restaurantSuggestions.cuisineId))
    .where(eq(restaurantSuggestions.status, 'open'))
    .orderBy(restaurantSuggestions.createdAt, restaurantSuggestions.id)
    .limit(limit);
  return Promise.all(open.map(async (s) => ({ ...s, duplicates: await possibleDuplicates(db, s) })));
}

/** SQLite's text with the characters people put in phone numbers taken out. */
const phoneDigitsSql = sql<string>`replace(replace(replace(replace(replace(replace(coalesce(${restaurants.phone}, ''), '(', ''), ')', ''), '-', ''), ' ', ''), '.', ''), '+', '')`;
/** A name without case, spaces or punctuation, and without a leading "the". */
const nameKey = (name: string) => name.toLowerCase().replace(/^the\s+/, '').replace(/[^a-z0-9]/g, '');
const nameKeySql = sql<string>`replace(replace(replace(replace(replace(replace(lower(${restaurants.name}), ' ', ''), '''', ''), '-', ''), '.', ''), '&', ''), ',', '')`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Listings a suggestion may duplicate, by the simplest signs: the same phone digits,
 * the same website host, or a name one of whose keys (lower case, no spaces or
 * punctuation, no leading "the") holds the other. An editor judges; nothing is merged.
 */
export async function possibleDuplicates(db: Db, s: { name: string; phone: string; website: string }) {
  const digits = phoneDigits(s.phone);
  const host = websiteHost(s.website);
  const key = nameKey(s.name);
  const signs = [
    digits.length === 10 ? sql`substr(${phoneDigitsSql}, -10) = ${digits}` : undefined,
    host ? sql`(lower(${restaurants.website}) LIKE ${`%://${escapeLike(host)}%`} ESCAPE '\\' OR lower(${restaurants.website}) LIKE ${`%://www.${escapeLike(host)}%`} ESCAPE '\\')` : undefined,
    key.length >= 3
      ? sql`(${nameKeySql} LIKE ${`%${escapeLike(key)}%`} ESCAPE '\\' OR (length(${nameKeySql}) >= 3 AND ${key} LIKE '%' || ${nameKeySql} || '%'))`
      : undefined,
  ].filter((sign) => sign !== undefined);
  if (!signs.length) return [];
  const rows = await db
    .select({ id: restaurants.id, name: restaurants.name, slug: restaurants.slug, address: restaurants.address, phone: restaurants.phone, website: restaurants.website, isDraft: restaurants.isDraft })
    .from(restaurants)
    .where(or(...signs))
    .orderBy(restaurants.name)
    .limit(5);
  return rows.map((r) => ({
    ...r,
    why: [
      digits.length === 10 && phoneDigits(r.phone ?? '') === digits ? 'same phone' : null,
      host && websiteHost(r.website ?? '') === host ? 'same website' : null,
      nameKey(r.name).includes(key) || key.includes(nameKey(r.name)) ? 'close name' : null,
    ].filter((why): why is string => why !== null),
  }));
}

/** The week in the suggestion's hours, when they read as a week without doubt; else none (the editor types them). */
function hoursOf(text: string): HoursRow[] {
  if (!text.trim()) return [];
  const week = readWeekHours(text);
  if (!week || typeof week === 'string' || week.doubts.size) return [];
  return [...week.days.values()].flat();
}

async function freeSlug(db: Db, name: string) {
  const base = slugify(name) || 'restaurant';
  const taken = new Set(
    (await db.select({ slug: restaurants.slug }).from(restaurants).where(or(eq(restaurants.slug, base), like(restaurants.slug, `${escapeLike(base)}-%`)))).map((r) => r.slug),
  );
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

/**
 * Accepts a suggestion: claims it (so two editors cannot both accept), then adds a
 * draft listing filled in from it, on no public page until an editor completes and
 * saves it (decision 040). Null when it was already decided.
 */
export async function acceptSuggestion(db: Db, { id, editorId }: { id: number; editorId: number }): Promise<{ restaurantId: number } | null> {
  const decidedAt = new Date().toISOString();
  const [claimed] = await db
    .update(restaurantSuggestions)
    .set({ status: 'accepted', decidedBy: editorId, decidedAt })
    .where(and(eq(restaurantSuggestions.id, id), eq(restaurantSuggestions.status, 'open')))
    .returning();
  if (!claimed) return null;
  const input: RestaurantInput = {
    ...NO_DETAILS,
    name: claimed.name,
    slug: await freeSlug(db, claimed.name),
    cuisineId: claimed.cuisineId,
    description: '',
    // A middle price until the editor sets it: a draft is on no public page.
    priceLevel: 2,
    neighborhood: '',
    imageUrl: '',
    address: claimed.address,
    // Where the geocoder placed it exactly, as the desk showed it; a rough match places nothing.
    latitude: claimed.locationStatus === 'located' ? claimed.latitude : null,
    longitude: claimed.locationStatus === 'located' ? claimed.longitude : null,
    phone: claimed.phone,
    website: claimed.website && !/^https?:\/\//i.test(claimed.website) ? `https://${claimed.website}` : claimed.website,
    reservationUrl: '',
    isFeatured: false,
    closed: false,
    hours: hoursOf(claimed.hours),
    pricePerPerson: null,
  };
  const [created] = await db
    .insert(restaurants)
    .values({
      slug: input.slug,
      name: input.name,
      cuisineId: input.cuisineId,
      description: '',
      priceLevel: input.priceLevel,
      neighborhood: '',
      address: input.address,
      latitude: input.latitude,
      longitude: input.longitude,
      phone: input.phone || null,
      website: input.website || null,
      isDraft: true,
      version: 1,
    })
    .returning({ id: restaurants.id });
  const restaurantId = created!.id;
  await db.batch([
    db.update(restaurantSuggestions).set({ restaurantId }).where(eq(restaurantSuggestions.id, id)),
    ...(input.hours.length ? [db.insert(openingHours).values(input.hours.map((row) => ({ ...row, restaurantId })))] : []),
    recordChange(db, {
      entity: 'restaurant',
      entityId: restaurantId,
      userId: editorId,
      action: 'created',
      summary: `Draft from a suggestion by ${claimed.relation === 'owner' ? 'its owner or staff' : 'a diner'}${claimed.hours ? `; hours as given: “${claimed.hours}”` : ''}`,
      snapshot: input,
    }),
  ]);
  return { restaurantId };
}

/** What the geocoder made of suggestions' addresses, kept so each is asked once. */
export async function saveSuggestionLocations(db: Db, found: Array<{ id: number; answer: GeocodeAnswer }>) {
  const updates = found.map(({ id, answer }) =>
    db
      .update(restaurantSuggestions)
      .set({
        locationStatus: answer.status,
        locationMatched: answer.status === 'not-found' ? null : answer.matched,
        latitude: answer.status === 'located' ? answer.latitude : null,
        longitude: answer.status === 'located' ? answer.longitude : null,
      })
      .where(eq(restaurantSuggestions.id, id)),
  );
  if (updates.length) await db.batch(updates as [(typeof updates)[number], ...typeof updates]);
}

/** Declines a suggestion with the reason its author reads. False when it was already decided. */
export async function declineSuggestion(db: Db, { id, editorId, reason }: { id: number; editorId: number; reason: string }) {
  const rows = await db
    .update(restaurantSuggestions)
    .set({ status: 'declined', reason, decidedBy: editorId, decidedAt: new Date().toISOString() })
    .where(and(eq(restaurantSuggestions.id, id), eq(restaurantSuggestions.status, 'open')))
    .returning({ id: restaurantSuggestions.id });
  return rows.length > 0;
}

/** A signed-in person's suggestions, newest first, with what became of each. */
export function listUserSuggestions(db: Db, userId: number) {
  return db
    .select({
      id: restaurantSuggestions.id,
      name: restaurantSuggestions.name,
      status: restaurantSuggestions.status,
      reason: restaurantSuggestions.reason,
      createdAt: restaurantSuggestions.createdAt,
      decidedAt: restaurantSuggestions.decidedAt,
      // Its page, once the draft it became is published.
      slug: sql<string | null>`CASE WHEN ${restaurants.isDraft} = 0 THEN ${restaurants.slug} END`,
    })
    .from(restaurantSuggestions)
    .leftJoin(restaurants, eq(restaurants.id, restaurantSuggestions.restaurantId))
    .where(eq(restaurantSuggestions.userId, userId))
    .orderBy(desc(restaurantSuggestions.createdAt), desc(restaurantSuggestions.id))
    .limit(20);
}

/** How many wait, for the desk's overview. */
export async function countOpenSuggestions(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(restaurantSuggestions).where(eq(restaurantSuggestions.status, 'open'));
  return row?.n ?? 0;
}
