import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '~/db/client.server';
import { findCoveredRestaurants } from '~/models/desk-articles.server';
import { findGuidePlaces } from '~/models/desk-guides.server';
import { previewPlaces } from '~/models/guides.server';
import { restaurantLocations } from '~/models/map.server';
import { startApp, type TestApp } from '../support/app';

/*
 * D1 binds at most 100 parameters a statement. An editor's article or guide may name
 * more places than that: every one must be found, none silently dropped or called unknown.
 */
let app: TestApp;
let db: Db;
let places: Array<{ id: number; slug: string; name: string }>;
beforeAll(async () => {
  app = await startApp();
  db = createDb(app.db);
  const open = await app.db.prepare('SELECT id, slug, name FROM restaurants WHERE closed_at IS NULL AND is_draft = 0 ORDER BY id LIMIT 150').all<{ id: number; slug: string; name: string }>();
  places = open.results;
});
afterAll(() => app?.dispose());

describe('reads of more items than one statement may bind', () => {
  it('has more open listings than one statement can name', () => {
    expect(places.length).toBeGreaterThan(100);
  });

  it("finds every place an article covers: none past the 90th is called unknown", async () => {
    const { ids, unknown } = await findCoveredRestaurants(db, [...places.map((p) => p.slug), 'no-such-place']);
    expect(unknown).toEqual(['no-such-place']);
    expect(ids).toEqual(places.map((p) => p.id));
  });

  it('finds every place a guide names, and previews them all in order', async () => {
    const { found, unknown } = await findGuidePlaces(db, places.map((p) => p.slug));
    expect(unknown).toEqual([]);
    expect(found.size).toBe(places.length);
    const preview = await previewPlaces(db, places.map((p, i) => ({ id: p.id, note: `Note ${i + 1}` })));
    expect(preview.map((p) => [p.id, p.number, p.note, p.name])).toEqual(places.map((p, i) => [p.id, i + 1, `Note ${i + 1}`, p.name]));
  });

  it('locates every place on a map of many', async () => {
    const located = await restaurantLocations(db, places.map((p) => p.id));
    expect([...located.keys()].sort((a, b) => a - b)).toEqual(places.map((p) => p.id).sort((a, b) => a - b));
  });
});
