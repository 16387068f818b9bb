import { and, eq, like } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { restaurants } from '~/db/schema';
import type { EditableRestaurant } from '~/models/desk-restaurants.server';

/**
 * How an import keeps sample listings and real ones apart (decision 036): a sheet's row
 * that matches a sample by name, slug or street address is a real place, added beside
 * the sample at a temporary address; it takes the sample's address when the sample
 * content is removed. Only a row carrying a sample's id (the desk's own export) edits
 * the sample, which stays one.
 */
export const SAMPLE_NAME_NOTE = 'Added as a new listing: a sample listing has this name; it goes when the sample content is removed, and this listing then takes its address';
export const SAMPLE_ADDRESS_NOTE = 'Added as a new listing: a sample listing has this address; it goes when the sample content is removed';
export const STAYS_SAMPLE_NOTE = 'It stays a sample listing: it goes when the sample content is removed';

const addressKey = (address: string) => address.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

export function sampleTwins(listings: EditableRestaurant[]) {
  const taken = new Set(listings.map((l) => l.input.slug));
  const sampleAddresses = new Set(listings.filter((l) => l.isSample && l.input.address).map((l) => addressKey(l.input.address)));
  return {
    /** A sample listing found by name or slug is not the row's listing: the row is a new, real one. */
    isSample: (listing: EditableRestaurant | null | undefined) => Boolean(listing?.isSample),
    sharesSampleAddress: (address: string | undefined) => Boolean(address && sampleAddresses.has(addressKey(address))),
    /** The first free "<slug>-2", "<slug>-3"… for a real listing beside the sample holding `slug`; claimed at once. */
    temporarySlug(slug: string, claimed: (candidate: string) => boolean) {
      for (let n = 2; ; n++) {
        const candidate = `${slug.slice(0, 115)}-${n}`;
        if (!taken.has(candidate) && !claimed(candidate)) {
          taken.add(candidate);
          return candidate;
        }
      }
    },
  };
}

/**
 * For a desk save whose name gives a sample listing's address: the address the real
 * listing gets instead (its temporary one if it has it already) and the one it waits
 * for; null when no sample holds the address, or the listing saved is a sample itself.
 */
export async function addressBesideSample(db: Db, slug: string, current: EditableRestaurant | null) {
  if (current?.isSample) return null;
  const [holder] = await db.select({ id: restaurants.id, isSample: restaurants.isSample }).from(restaurants).where(eq(restaurants.slug, slug)).limit(1);
  if (!holder?.isSample || holder.id === current?.id) return null;
  if (current?.input.slug.startsWith(`${slug}-`)) return { slug: current.input.slug, takesSlug: slug };
  const near = await db.select({ slug: restaurants.slug }).from(restaurants).where(like(restaurants.slug, `${slug.slice(0, 115)}-%`));
  const taken = new Set(near.map((row) => row.slug));
  return { slug: sampleTwins([]).temporarySlug(slug, (candidate) => taken.has(candidate)), takesSlug: slug };
}

/** Marks the real listing at `slug` as waiting for the sample's address `takesSlug`. */
export function waitForSampleAddress(db: Db, slug: string, takesSlug: string) {
  return db.update(restaurants).set({ takesSlug }).where(and(eq(restaurants.slug, slug), eq(restaurants.isSample, false)));
}
