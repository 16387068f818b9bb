import { and, inArray, or } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { restaurants } from '~/db/schema';
import type { ListingTruth } from '~/utils/hours-claims';
import { hoursColumn, parseHours, publicRestaurant } from './restaurant-cards.server';

/**
 * What the listings named by slug (a guide's places, an article's visit box) or by name (a
 * guide's Changes lines keep the name) say of their hours and status, for the desk to read a
 * sentence against. A place closed for good is still read: its status is what a line states.
 */
export async function listingTruths(db: Db, { slugs = [], names = [] }: { slugs?: string[]; names?: string[] }) {
  const bySlug = new Map<string, ListingTruth>();
  const byName = new Map<string, ListingTruth>();
  const wanted = [...new Set(slugs)];
  const named = [...new Set(names)];
  // D1 binds at most 100 parameters a statement.
  for (let i = 0; i < Math.max(wanted.length, named.length); i += 45) {
    const someSlugs = wanted.slice(i, i + 45);
    const someNames = named.slice(i, i + 45);
    const rows = await db
      .select({ slug: restaurants.slug, name: restaurants.name, closedAt: restaurants.closedAt, hours: hoursColumn() })
      .from(restaurants)
      .where(
        and(
          publicRestaurant,
          or(someSlugs.length ? inArray(restaurants.slug, someSlugs) : undefined, someNames.length ? inArray(restaurants.name, someNames) : undefined),
        ),
      );
    for (const row of rows) {
      const truth = { name: row.name, hours: parseHours(row.hours), closed: row.closedAt !== null };
      bySlug.set(row.slug, truth);
      byName.set(row.name, truth);
    }
  }
  return { bySlug, byName };
}
