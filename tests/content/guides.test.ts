import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHORS } from '~/content/types';
import { slugify } from '~/utils/slug';
import { loadContent, type Content } from '../../scripts/seed-statements';

/** The sample editors' guides: enough of them, every place a real sample listing, every note the editor's own. */
let content: Content;
beforeAll(async () => {
  content = await loadContent();
});

describe('sample guides', () => {
  it('has at least six guides of six to fifteen places, each with a unique slug and title', () => {
    expect(content.guides.length).toBeGreaterThanOrEqual(6);
    for (const g of content.guides) {
      expect(g.places.length, g.slug).toBeGreaterThanOrEqual(6);
      expect(g.places.length, g.slug).toBeLessThanOrEqual(15);
      expect(g.slug, g.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(AUTHORS, g.slug).toContain(g.author);
      expect(g.publishedAt, g.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (g.updatedAt) expect(g.updatedAt >= g.publishedAt, g.slug).toBe(true);
      if (g.image) expect(g.image.alt.length, g.slug).toBeGreaterThan(10);
      expect(g.summary.length, g.slug).toBeGreaterThan(30);
      expect(g.intro.length, g.slug).toBeGreaterThan(100);
    }
    for (const key of ['slug', 'title'] as const) {
      const values = content.guides.map((g) => g[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('names only listed restaurants, by slug, once per guide', () => {
    const slugs = new Set(content.restaurants.map((r) => slugify(r.name)));
    for (const g of content.guides) {
      const places = g.places.map((p) => p.restaurant);
      for (const slug of places) expect(slugs, `${g.slug}: ${slug}`).toContain(slug);
      expect(new Set(places).size, g.slug).toBe(places.length);
    }
  });

  it('gives every place a note of its own: no note repeated, none copied from the listing', () => {
    const notes = content.guides.flatMap((g) => g.places.map((p) => p.note));
    for (const note of notes) expect(note.length, note).toBeGreaterThan(40);
    expect(new Set(notes).size).toBe(notes.length);
    const descriptions = content.restaurants.map((r) => r.description);
    for (const note of notes) {
      // No run of eight words in a row taken from a listing's description.
      const words = note.split(/\s+/);
      for (let i = 0; i + 8 <= words.length; i++) {
        const run = words.slice(i, i + 8).join(' ');
        expect(descriptions.some((d) => d.includes(run)), `"${run}"`).toBe(false);
      }
    }
  });

  it('keeps its Changes lines in order, naming places that left the guide and ones it has', () => {
    const names = new Map(content.restaurants.map((r) => [r.name, slugify(r.name)]));
    for (const g of content.guides) {
      const log = g.log ?? [];
      expect(log.map((l) => l.on), g.slug).toEqual([...log.map((l) => l.on)].sort());
      for (const line of log) {
        expect(line.on >= g.publishedAt, `${g.slug} ${line.on}`).toBe(true);
        if (line.kind === 'note') expect(line.reason, g.slug).toBeTruthy();
        else expect(names.has(line.restaurant!), `${g.slug}: ${line.restaurant}`).toBe(true);
        if (line.kind === 'added') expect(g.places.map((p) => p.restaurant), g.slug).toContain(names.get(line.restaurant!));
        if (line.kind === 'removed') expect(g.places.map((p) => p.restaurant), g.slug).not.toContain(names.get(line.restaurant!));
      }
    }
  });
});
