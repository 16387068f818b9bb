import { beforeAll, describe, expect, it } from 'vitest';
import type { Restaurant } from '~/content/types';
import { disagreements, readClaims } from '~/utils/hours-claims';
import { slugify } from '~/utils/slug';
import { hoursToRows } from '../../scripts/seed-sql';
import { loadContent, type Content } from '../../scripts/seed-statements';

/**
 * One truth per fact in the sample content: every guide note and Changes line, every article's
 * visit note and every listing's own description is read against the listing's hours and
 * status (no sample listing has closed for good). A sentence in no shape the checker reads
 * says nothing; one it reads must agree.
 */
let content: Content;
let bySlug: Map<string, Restaurant>;
beforeAll(async () => {
  content = await loadContent();
  bySlug = new Map(content.restaurants.map((r) => [slugify(r.name), r]));
});

const truth = (r: Restaurant) => ({ name: r.name, hours: hoursToRows(r.hours), closed: false });

/** Each statement of the sample content about a listing, with where it is written. */
function statements() {
  const byName = new Map(content.restaurants.map((r) => [r.name, r]));
  const out: Array<{ where: string; text: string; listing: Restaurant; removal?: boolean }> = [];
  for (const g of content.guides) {
    for (const p of g.places) out.push({ where: `guide ${g.slug}, note on ${p.restaurant}`, text: p.note, listing: bySlug.get(p.restaurant)! });
    for (const line of g.log ?? []) {
      if (!line.reason) continue;
      // A line without a place is read against each listing it names.
      const listings = line.restaurant ? [byName.get(line.restaurant)!] : content.restaurants.filter((r) => line.reason!.includes(r.name));
      for (const listing of listings)
        out.push({ where: `guide ${g.slug}, Changes line of ${line.on}`, text: line.reason, listing, removal: line.kind === 'removed' });
    }
  }
  for (const a of content.articles)
    for (const block of a.body) if (block.type === 'visit' && block.note) out.push({ where: `article ${a.slug}, visit note`, text: block.note, listing: bySlug.get(block.restaurant)! });
  for (const r of content.restaurants) out.push({ where: `listing ${r.name}, description`, text: r.description, listing: r });
  return out;
}

describe('the sample content agrees with its listings', () => {
  it('reads the hours the late-night guide promises (the checker sees the sentences it should)', () => {
    const late = statements().filter((s) => s.where.startsWith('guide late-night-eats'));
    expect(late.flatMap((s) => readClaims(s.text, s)).length).toBeGreaterThanOrEqual(9);
  });

  it('has no guide, article or description saying other hours or status than its listing', () => {
    const found = statements().flatMap((s) =>
      disagreements(s.text, truth(s.listing), s).map((d) => `${s.where}: “${d.said}”, but ${s.listing.name}'s listing says ${d.listing}`),
    );
    expect(found).toEqual([]);
  });
});
